import LessonKit
import RxCore

/// The document's example: Variable(0), two subscribers, and the completion on deinit.
let variableWithTwoSubscribers = Demo(
    id: "variable",
    title: Localized(zh: "Variable(0) 和两个订阅者", en: "Variable(0) with two subscribers"),
    explanation: Localized(
        zh: "每个订阅者一订阅就先收到当前值：第一个收到 0，第二个在值已经是 1 时才订阅，所以先收到 1。赋值 value 会发给所有订阅者。最后 End --- 打印完，作用域结束，Variable 被释放，它在 deinit 里发出 completed，两个订阅者依次打印 Completed。为了让图里看得清顺序，这里每一步之间隔两拍；打印内容和文档一样。",
        en: "A subscriber receives the current value the moment it subscribes: the first gets 0, the second subscribes when the value is already 1, so it starts with 1. Setting value sends to every subscriber. After End --- the scope ends, the Variable is deallocated and sends completed from its deinit, so both subscribers print Completed in order. The steps here are two ticks apart so the diagram shows the order; what is printed is exactly the document's."
    ),
    documented: """
    Before first subscription ---
    First 0
    Before send 1
    First 1
    Before second subscription ---
    Second 1
    Before send 2
    First 2
    Second 2
    End ---
    Completed 1
    Completed 2
    """,
    resolution: 1.0
) { play in
    (DeprecatedVariableExample() as PlaygroundExample).run(play)
}

/// Runs code that uses the deprecated `Variable` on purpose. Calling it through a protocol
/// keeps the deprecation warning (which names BehaviorRelay) out of every build of the package.
protocol PlaygroundExample {
    func run(_ play: Playground)
}

private struct DeprecatedVariableExample: PlaygroundExample {
    @available(*, deprecated, message: "the document's RxSwift 4 code; RxSwift 6 uses BehaviorRelay")
    func run(_ play: Playground) {
        do {
            let variable = Variable(0)
            firstAndSecondSubscribers(play, values: variable.asObservable(), send: { variable.value = $0 })
            // The variable lives to the end of this scope; its deinit sends completed.
            withExtendedLifetime(variable) {}
        }
    }
}
