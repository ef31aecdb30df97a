import LessonKit
import RxCore

/// take(until:): another sequence decides when this one ends.
let takeUntilEndsOnASignal = Demo(
    id: "take-until",
    title: Localized(zh: "take(until:)：由另一个序列决定何时结束", en: "take(until:): another sequence decides when this one ends"),
    explanation: Localized(
        zh: "文档用 takeUntil(self.rx.deallocated)：对象释放时序列就完成，订阅随之释放，不需要手动 dispose。这里用一个 PublishSubject 代替 \"对象被释放\" 的信号，在 1.1 秒时发出。take(until:) 是 RxSwift 6 的名字，takeUntil 是旧名。",
        en: "The document uses takeUntil(self.rx.deallocated): when the object goes away the sequence completes and the subscription is released, no manual dispose needed. A PublishSubject stands in for the 'deallocated' signal here and fires at 1.1 s. take(until:) is the RxSwift 6 name; takeUntil is the old one."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "文档只有代码片段；这是它在虚拟时钟上的输出。",
        en: "The document gives only a snippet; this is its output on the virtual clock."
    )
) { play in
    let deallocated = PublishSubject<String>()
    let sequence = Observable<Int>.interval(.milliseconds(300), scheduler: play.scheduler)
    let trigger = play.probe("deallocated", deallocated)
    _ = play.probe("take(until:)", sequence.take(until: trigger))
        .subscribe { play.print($0) }
    play.at(11) { deallocated.onNext("x") }
}
