import LessonKit
import RxCore

/// 003's scopedDispose() (RxSwift 2 betas; removed in 2.0.0): the subscription ends with the scope; RxSwift 6 uses a local DisposeBag.
let scopedDisposeEndsWithTheScope = Demo(
    id: "scoped-dispose",
    title: Localized(zh: "scopedDispose()：离开作用域就释放", en: "scopedDispose(): disposed when the scope ends"),
    explanation: Localized(
        zh: "旧译本（003）介绍了 RxSwift 2 测试版的 scopedDispose()：它把订阅包进一个对象，对象在离开作用域、被释放时 dispose 订阅。第一段在一个函数里这样订阅 0.3 秒一拍的计时器，函数在 1 秒时返回，订阅随之结束。RxSwift 2.0.0-rc.0 已把 scopedDispose 标为废弃、推荐 DisposeBag，正式版 2.0.0 就删掉了它；今天的写法是在同一个作用域里放一个 DisposeBag，作用域结束时袋子被释放，袋子里的订阅一起结束，第二段就是这样，结果相同。本课的运行时保留了旧名，让 003 的代码能编译，编译器会提示改用 DisposeBag。",
        en: "The older translation (003) presents scopedDispose() from the RxSwift 2 betas: it wraps the subscription in an object that disposes it when the object is released at the end of the scope. The first part subscribes to a 0.3 s timer this way inside a function that returns at 1 s, and the subscription ends with it. RxSwift 2.0.0-rc.0 deprecated scopedDispose in favour of DisposeBag, and 2.0.0 removed it; today you put a DisposeBag in the same scope, and when the scope ends the bag is released and its subscriptions with it. The second part does that, with the same result. This course's runtime keeps the old name so 003's code compiles, and the compiler suggests a DisposeBag."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "003 只给了代码，没有输出；这是两种写法在虚拟时钟上的运行结果。",
        en: "003 gives only code, no output; this is what both spellings print on the virtual clock."
    )
) { play in
    let ticks = Observable<Int>.interval(.milliseconds(300), scheduler: play.scheduler)

    func visitWithDisposeBag() {
        let bag = DisposeBag()
        play.probe("DisposeBag", ticks)
            .subscribe(onNext: { play.print("bag \($0)") }, onDisposed: { play.print("bag: disposed at tick \(play.now)") })
            .disposed(by: bag)
        play.sleep(1.0)
        withExtendedLifetime(bag) { play.print("leaving the second scope at tick \(play.now)") }
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
            .subscribe(onNext: { play.print("scoped \($0)") }, onDisposed: { play.print("scoped: disposed at tick \(play.now)") })
            .scopedDispose()
        play.sleep(1.0)
        withExtendedLifetime(autoDispose) { play.print("leaving the first scope at tick \(play.now)") }
    }
}
