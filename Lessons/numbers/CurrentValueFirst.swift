import LessonKit
import RxCocoaKit
import RxCore

/// combineLatest waits for every source; rx.text does not make it wait, `changed` does.
let currentValueFirst = Demo(
    id: "current-value-first",
    title: Localized(zh: "combineLatest 要等每个源都有值：rx.text 一订阅就有", en: "combineLatest waits for every source: rx.text has a value at once"),
    explanation: Localized(
        zh: "combineLatest 只有在每个源都至少发过一个值以后才开始组合。rx.text 在被订阅的那一刻就发出输入框当前的文字（controlProperty 里先调用一次 getter），所以求和在第 0 秒就有结果。把三个源换成 rx.text.orEmpty.changed（跳过订阅时的当前值，只要用户的修改），结果要等到三个框都被改过（第 3 秒）才出现。",
        en: "combineLatest starts combining only once every source has sent at least one element. rx.text sends the field's current text the moment it is subscribed (controlProperty calls the getter once first), so the total exists at 0 s. With rx.text.orEmpty.changed instead (the current value skipped, only the user's edits), there is no total until all three fields have been edited, at 3 s."
    ),
    documented: "",
    resolution: 1.0,
    note: Localized(
        zh: "文档只解释了 combineLatest 的规则，没有输出；这是两种写法在虚拟时钟上的结果。",
        en: "The document states combineLatest's rule without an output; this is what both versions do on the virtual clock."
    )
) { play in
    MainThread.use(play.scheduler)
    let first = TextField(), second = TextField(), third = TextField()
    let bag = DisposeBag()
    func sum(_ a: String, _ b: String, _ c: String) -> Int { number(a) + number(b) + number(c) }

    play.probe("with rx.text", Observable.combineLatest(first.rx.text.orEmpty, second.rx.text.orEmpty, third.rx.text.orEmpty, resultSelector: sum))
        .subscribe(onNext: { play.print("rx.text  → \($0)") })
        .disposed(by: bag)
    play.probe("with .changed", Observable.combineLatest(first.rx.text.orEmpty.changed, second.rx.text.orEmpty.changed, third.rx.text.orEmpty.changed, resultSelector: sum))
        .subscribe(onNext: { play.print(".changed → \($0)") })
        .disposed(by: bag)

    play.at(1) { first.type("1") }
    play.at(2) { second.type("2") }
    play.at(3) { third.type("3") }
    play.sleep(4)
    withExtendedLifetime(bag) {}
}
