import CourseKit
import LessonKit
import RxCore

/// withUnretained and subscribe(with:) hold the model weakly; they differ in what happens
/// to the subscription once the model is gone. The screen's bag outlives the model.
let withUnretainedAndSubscribeWith = Demo(
    id: "with-unretained",
    documented: ""
) { play in
    final class Badge: CustomStringConvertible {
        let play: Playground
        var count = 0

        init(play: Playground) { self.play = play }

        var description: String { "badge" }

        deinit { play.say(zh: "第 \(play.now) 拍：Badge 的 deinit", en: "Badge deinit at tick \(play.now)") }
    }

    let taps = PublishSubject<String>()
    var screenBag = DisposeBag()
    var badges = [Badge(play: play)]
    let badge = badges[0]

    play.probe("taps", taps)
        .withUnretained(badge)
        .subscribe(onNext: { badge, tap in
            badge.count += 1
            play.print("withUnretained: \(tap), count \(badge.count)")
        }, onCompleted: {
            play.say(zh: "第 \(play.now) 拍：withUnretained 这一条完成了", en: "withUnretained: completed at tick \(play.now)")
        })
        .disposed(by: screenBag)

    play.probe("subscribe(with:)", taps)
        .subscribe(with: badge, onNext: { badge, tap in
            badge.count += 1
            play.print("subscribe(with:): \(tap), count \(badge.count)")
        }, onDisposed: { _ in
            play.say(zh: "subscribe(with:) 的 onDisposed", en: "subscribe(with:): onDisposed")
        })
        .disposed(by: screenBag)

    for (tick, tap) in [(2, "a"), (4, "b"), (7, "c"), (9, "d")] {
        play.at(tick) { taps.onNext(tap) }
    }
    play.at(5) { badges.removeAll() }
    play.at(12) {
        screenBag = DisposeBag()
        play.say(zh: "第 12 拍：换掉了界面的袋子", en: "tick 12: the screen's bag replaced")
    }
}
