import CourseKit
import LessonKit
import RxCore

/// The document's leak watch: print Resources.total once a second.
let resourceCountEverySecond = Demo(
    id: "resource-count",
    documented: ""
) { play in
    final class Screen {
        let disposeBag = DisposeBag()
    }
    // The document prints the total itself; other runs in the same process leave their own
    // resources in it, so here each line shows the change since just before the watch started.
    let before = RxCore.Resources.total
    let watch = Observable<Int>.interval(.seconds(1), scheduler: play.scheduler)
        .subscribe(onNext: { _ in play.say(zh: "资源数：起点 + \(RxCore.Resources.total - before)", en: "Resource count: start + \(RxCore.Resources.total - before)") })
    var screen: Screen?
    play.at(20) {
        let opened = Screen()
        Observable<Int>.interval(.milliseconds(500), scheduler: play.scheduler)
            .subscribe()
            .disposed(by: opened.disposeBag)
        screen = opened
        play.say(zh: "界面打开", en: "screen opened")
    }
    play.at(40) {
        screen = nil
        play.say(zh: "界面关闭", en: "screen closed")
    }
    play.sleep(6.5)
    watch.dispose()
    withExtendedLifetime(screen) {}
}
