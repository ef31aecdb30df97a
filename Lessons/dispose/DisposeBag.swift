import CourseKit
import LessonKit
import RxCore

/// DisposeBag: subscriptions end when their owner goes away.
let disposeBagEndsWithItsOwner = Demo(
    id: "dispose-bag",
    documented: ""
) { play in
    final class Screen {
        var disposeBag = DisposeBag()
    }
    let screen = Screen()
    Observable<Int>.interval(.milliseconds(300), scheduler: play.scheduler)
        .subscribe(onNext: { play.say(zh: "interval 发出 \($0)", en: "tick \($0)") })
        .disposed(by: screen.disposeBag)
    play.sleep(1.0)
    screen.disposeBag = DisposeBag()
    play.say(zh: "1.0 秒时换了袋子", en: "bag replaced at 1.0 s")
    play.sleep(1.0)
}
