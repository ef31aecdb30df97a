import CourseKit
import LessonKit
import RxCore

/// 003's scopedDispose() (RxSwift 2 betas; removed in 2.0.0): the subscription ends with the scope; RxSwift 6 uses a local DisposeBag.
let scopedDisposeEndsWithTheScope = Demo(
    id: "scoped-dispose",
    documented: ""
) { play in
    let ticks = Observable<Int>.interval(.milliseconds(300), scheduler: play.scheduler)

    func visitWithDisposeBag() {
        let bag = DisposeBag()
        play.probe("DisposeBag", ticks)
            .subscribe(onNext: { play.print("bag \($0)") }, onDisposed: { play.say(zh: "bag: 第 \(play.now) 拍被释放", en: "bag: disposed at tick \(play.now)") })
            .disposed(by: bag)
        play.sleep(1.0)
        withExtendedLifetime(bag) { play.say(zh: "第 \(play.now) 拍离开第二个作用域", en: "leaving the second scope at tick \(play.now)") }
    }

    let rxSwift2: any ScopedDisposeVisit = RxSwift2Visit()
    rxSwift2.visitWithScopedDispose(play, ticks)
    play.sleep(0.5)
    visitWithDisposeBag()
    play.sleep(0.5)
}

/// 003's spelling sits in a deprecated method called through a protocol: the course builds
/// without the deprecation warning that the same line gives in a learner's own file.
private protocol ScopedDisposeVisit {
    func visitWithScopedDispose(_ play: Playground, _ ticks: Observable<Int>)
}

private struct RxSwift2Visit: ScopedDisposeVisit {
    @available(*, deprecated, message: "RxSwift 2's spelling, shown as 003 wrote it")
    func visitWithScopedDispose(_ play: Playground, _ ticks: Observable<Int>) {
        let autoDispose = play.probe("scopedDispose", ticks)
            .subscribe(onNext: { play.print("scoped \($0)") }, onDisposed: { play.say(zh: "scoped: 第 \(play.now) 拍被释放", en: "scoped: disposed at tick \(play.now)") })
            .scopedDispose()
        play.sleep(1.0)
        withExtendedLifetime(autoDispose) { play.say(zh: "第 \(play.now) 拍离开第一个作用域", en: "leaving the first scope at tick \(play.now)") }
    }
}
