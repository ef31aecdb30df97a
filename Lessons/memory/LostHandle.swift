import CourseKit
import LessonKit
import RxCore

/// `_ =` against a DisposeBag: the bag's deinit ends what it holds, a dropped handle ends
/// only when its sequence does.
let lostHandle = Demo(
    id: "lost-handle",
    documented: ""
) { play in
    final class Screen {
        let disposeBag = DisposeBag()
        let play: Playground

        init(taps: Observable<String>, play: Playground) {
            self.play = play
            taps.subscribe(onNext: { play.print("kept \($0)") },
                           onDisposed: { play.say(zh: "第 \(play.now) 拍：kept 被释放", en: "kept disposed at tick \(play.now)") })
                .disposed(by: disposeBag)
            _ = taps.subscribe(onNext: { play.print("lost \($0)") },
                               onDisposed: { play.say(zh: "第 \(play.now) 拍：lost 被释放", en: "lost disposed at tick \(play.now)") })
        }

        deinit { play.say(zh: "第 \(play.now) 拍：Screen 的 deinit", en: "Screen deinit at tick \(play.now)") }
    }

    // Subscribed to the subject itself: the figure's first row is kept, the second lost.
    let subject = PublishSubject<String>()
    var screens = [Screen(taps: subject.asObservable(), play: play)]
    for (tick, tap) in [(2, "a"), (4, "b"), (7, "c"), (9, "d")] {
        play.at(tick) { subject.onNext(tap) }
    }
    play.at(5) { screens.removeAll() }
    play.at(11) { subject.onCompleted() }
}
