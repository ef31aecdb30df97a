import CourseKit
import LessonKit
import RxCore

/// A relay never completes, so its subscriptions end with their owner's DisposeBag.
let relaySubscriptionsEndWithTheirOwner = Demo(
    id: "relay-dispose-bag",
    documented: ""
) { play in
    final class Screen {
        var disposeBag = DisposeBag()
    }
    let screen = Screen()
    let relay = BehaviorRelay(value: 0)
    play.probe("First", relay.asObservable())
        .subscribe(onNext: { play.print("First \($0)") }, onDisposed: { play.print("Disposed 1") })
        .disposed(by: screen.disposeBag)
    play.probe("Second", relay.asObservable())
        .subscribe(onNext: { play.print("Second \($0)") }, onDisposed: { play.print("Disposed 2") })
        .disposed(by: screen.disposeBag)
    play.sleep(0.2)
    relay.accept(1)
    play.sleep(0.2)
    screen.disposeBag = DisposeBag()
    play.sleep(0.2)
    relay.accept(2)
    play.say(zh: "界面关闭之后的值：\(relay.value)", en: "value after the screen closed: \(relay.value)")
}
