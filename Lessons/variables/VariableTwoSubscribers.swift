import CourseKit
import LessonKit
import RxCore

/// The document's example: Variable(0), two subscribers, and the completion on deinit.
let variableWithTwoSubscribers = Demo(
    id: "variable",
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
    """
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
