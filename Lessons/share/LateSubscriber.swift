import LessonKit
import RxCore

/// What a subscriber who arrives late sees, with and without a replay buffer.
let lateSubscriberGetsTheLatest = Demo(
    id: "late-subscriber",
    title: Localized(zh: "迟到的订阅者：重放最近一个值", en: "A late subscriber: replaying the latest value"),
    explanation: Localized(
        zh: "分享订阅时要决定：新来的订阅者怎样对待它错过的值。share() 不重放，迟到者只能等下一个值；share(replay: 1) 先把最近的一个值立刻交给它。这里两个迟到者都在 0.35 秒订阅，这时 2 已经在 0.3 秒发过了：Replayed 立刻拿到 2, Plain 要等到 0.4 秒的 3。（这一例一拍是 0.05 秒。）",
        en: "Sharing means deciding what a newcomer gets of what it missed. share() replays nothing: a late subscriber waits for the next value. share(replay: 1) hands it the latest value at once. Both late subscribers here arrive at 0.35 s, after 2 was sent at 0.3 s: Replayed gets 2 immediately, Plain waits for 3 at 0.4 s. (One tick is 0.05 s in this demo.)"
    ),
    documented: "",
    resolution: 0.05,
    note: Localized(
        zh: "文档只用文字说明重放策略（重放最近一个、全部或最后 n 个），没有输出；这是虚拟时钟上的结果。",
        en: "The document only names the replay choices (latest, all, last n) in words, with no output; this is the virtual clock's run."
    )
) { play in
    let plain = myInterval(0.1, on: play).share()
    let replayed = myInterval(0.1, on: play).share(replay: 1)
    let earlyBag = DisposeBag()
    plain.subscribe().disposed(by: earlyBag)
    replayed.subscribe().disposed(by: earlyBag)
    var lateBag: DisposeBag? = DisposeBag()
    play.at(7) {
        play.probe("replay 1, late", replayed).subscribe(onNext: { play.print("Replayed \($0)") }).disposed(by: lateBag!)
        play.probe("no replay, late", plain).subscribe(onNext: { play.print("Plain \($0)") }).disposed(by: lateBag!)
    }
    play.sleep(0.5)
    lateBag = nil
    withExtendedLifetime(earlyBag) {}
}
