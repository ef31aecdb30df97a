import LessonKit
import RxCore

/// `next* (error | completed)?`: nothing gets through after the end.
let nothingAfterTheEnd = Demo(
    id: "grammar",
    title: Localized(zh: "语法 next* (error | completed)?：结束之后什么都没有", en: "The grammar next* (error | completed)?: nothing after the end"),
    explanation: Localized(
        zh: "一个序列可以有零个或多个 next，一旦出现 completed 或 error 就结束。这里故意写一个不守规矩的 create：发出 1、2, completed，然后又发 3。订阅者只收到 1、2 和 completed; 3 被丢弃，运行时用一行 ⚠️ 告诉你哪里违反了语法。",
        en: "A sequence has zero or more next events and ends at the first completed or error. Here a create breaks the rule on purpose: it sends 1, 2, completed, then 3. The subscriber gets 1, 2 and completed only; 3 is dropped, and the runtime prints a ⚠️ line saying which rule was broken."
    ),
    documented: "",
    note: Localized(
        zh: "文档只写出语法规则和 Event 的定义，没有打印输出；这是虚拟时钟上打印的事件（Event 的 description）和运行时的警告。",
        en: "The document states the grammar and the Event enum without printing anything; this is what the virtual clock prints: each Event's description and the runtime's warning."
    )
) { play in
    let unruly = Observable<Int>.create { observer in
        observer.on(.next(1))
        observer.on(.next(2))
        observer.on(.completed)
        observer.on(.next(3))
        return Disposables.create()
    }
    _ = unruly.subscribe { event in
        play.print(event)
    }
}
