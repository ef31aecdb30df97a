import LessonKit
import RxCore

/// Sending an event from inside an observer breaks the rule, and the runtime says so.
let reentrancyIsReported = Demo(
    id: "reentrancy",
    title: Localized(zh: "在观察者里面再发事件：规矩被打破", en: "Sending from inside the observer: the rule broken"),
    explanation: Localized(
        zh: "规矩要靠事件的发送方遵守。这里观察者在处理第一次点击时，又让同一个 PublishSubject 发出一次点击：第二次处理在第一次还没结束时就开始了，于是出现了文档说 \"不会输出\" 的嵌套。运行时发现了这种重入，打印一行 ⚠️ 警告（RxSwift 在 DEBUG 下也会警告）。",
        en: "Keeping the rule is the sender's job. Here the observer, while handling the first tap, makes the same PublishSubject send another: the second handling starts before the first has ended, and we get exactly the nesting the document says never appears. The runtime detects the re-entry and prints a ⚠️ warning (RxSwift warns in DEBUG builds too)."
    ),
    documented: "",
    note: Localized(
        zh: "文档把这种嵌套列为 \"不会输出\" 的结果，因为守规矩的序列不会这样做；这里故意违反规矩，所以打印出来的正是被禁止的嵌套和运行时的警告。",
        en: "The document lists this nesting as what is never printed, because a well-behaved sequence never does it; here the rule is broken on purpose, so what prints is the forbidden nesting plus the runtime's warning."
    )
) { play in
    let taps = PublishSubject<Int>()
    play.record("taps", taps)
    _ = taps
        .subscribe(onNext: { tap in
            play.print("Event processing started (tap \(tap))")
            if tap == 1 { taps.onNext(2) }  // wrong: re-enters the subject
            play.print("Event processing ended (tap \(tap))")
        })
    play.at(1) { taps.onNext(1) }
}
