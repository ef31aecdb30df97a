import LessonKit
import RxCore

/// A create that emits inside subscribe is synchronous: all done before subscribe returns.
let synchronousCreateDemo = Demo(
    id: "synchronous",
    title: Localized(zh: "同步的 create: subscribe 返回前一切都已结束", en: "A synchronous create: all is over before subscribe returns"),
    explanation: Localized(
        zh: "myFrom 在 create 的闭包里直接发完所有事件，所以 subscribe 还没返回，序列就已经 completed 了；交回的 disposable 来得太晚，什么也打断不了，所以用一个什么也不做的 Disposables.create() 就够了。这里在订阅前后各打印一行，并在 onDisposed 里打印：所有事情都发生在同一拍（0），而且都在 \"subscribe returned\" 之前。",
        en: "myFrom sends every event right inside create's closure, so the sequence has completed before subscribe even returns; the disposable handed back comes too late to interrupt anything, which is why a do-nothing Disposables.create() is enough. Here a line is printed before and after subscribing, and in onDisposed: everything happens on the same tick (0), and all of it before \"subscribe returned\"."
    ),
    documented: "",
    note: Localized(
        zh: "文档只用文字说明 create 是同步的；这是虚拟时钟上的打印，每行前面是拍。",
        en: "The document only says in words that such a create is synchronous; this is what the virtual clock prints, each line stamped with its tick."
    )
) { play in
    play.print("tick \(play.now): calling subscribe")
    _ = myFrom(["first", "second"]).subscribe(
        onNext: { play.print("tick \(play.now): next \($0)") },
        onCompleted: { play.print("tick \(play.now): completed") },
        onDisposed: { play.print("tick \(play.now): disposed") }
    )
    play.print("tick \(play.now): subscribe returned")
}
