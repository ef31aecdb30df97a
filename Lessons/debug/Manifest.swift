import LessonKit
import RxCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let myDebug = ExerciseHarness(Exercise(
        id: "debug-my-debug",
        name: "MyDebug",
        title: Localized(zh: "用 create 写 myDebug", en: "Write myDebug with create"),
        task: Localized(
            zh: "myDebug 现在什么也不记录。用 Observable.create 实现它：订阅时记录 \"subscribed probe\"，每个事件记录 \"event probe next(1)\" 这样的一行并原样转发，释放时记录 \"disposing probe\"。",
            en: "myDebug logs nothing yet. Build it with Observable.create: log \"subscribed probe\" on subscription, a line like \"event probe next(1)\" for each event (forwarding it unchanged), and \"disposing probe\" on disposal."
        ),
        hints: [
            Localized(zh: "三个时刻：create 的闭包开始执行、内层 subscribe 收到事件、你返回的 disposable 被释放。", en: "Three moments: create's closure starts, the inner subscribe receives an event, the disposable you return is disposed."),
            Localized(zh: "\\(event) 打印出来就是 next(1) 或 completed。", en: "\\(event) prints as next(1) or completed."),
            Localized(zh: "return Disposables.create { log(\"disposing \\(identifier)\"); subscription.dispose() }", en: "return Disposables.create { log(\"disposing \\(identifier)\"); subscription.dispose() }"),
        ],
        expected: Expectation(
            marbles: "--1-2|",
            output: """
            subscribed probe
            event probe next(1)
            event probe next(2)
            event probe completed
            disposing probe
            """
        )
    )) { (attempt: (Observable<Int>, String, @escaping (String) -> Void) -> Observable<Int>, play) in
        let source = timeline(play, [(2, .next(1)), (4, .next(2)), (5, .completed)])
        let log: (String) -> Void = { play.print($0) }
        play.record("result", attempt(source, "probe", log))
    }

    public static let openScreen = ExerciseHarness(Exercise(
        id: "debug-fix-the-leak",
        name: "OpenScreen",
        title: Localized(zh: "修好泄漏：屏幕关闭时停止订阅", en: "Fix the leak: stop when the screen closes"),
        task: Localized(
            zh: "屏幕在第 5 拍关闭（它的 DisposeBag 被丢掉），但 ticks 的订阅还在继续，Resources.total 也回不到原处。让订阅随屏幕一起结束。",
            en: "The screen closes at tick 5 (its DisposeBag is dropped), yet the subscription to ticks goes on, and Resources.total never comes back down. Make the subscription end with the screen."
        ),
        hints: [
            Localized(zh: "_ = 把订阅扔掉了，没人会 dispose 它。", en: "_ = throws the subscription away; nobody will ever dispose it."),
            Localized(zh: "把它交给 bag: .disposed(by: bag)。", en: "Hand it to the bag: .disposed(by: bag)."),
        ],
        expected: Expectation(marbles: "--0-1!", subscriptionsEnd: true)
    )) { (attempt: (Observable<Int>, DisposeBag, @escaping (Int) -> Void) -> Void, play) in
        let ticks = play.probe("result", Observable<Int>.interval(.seconds(2), scheduler: play.scheduler).take(8))
        var bag: DisposeBag? = DisposeBag()
        attempt(ticks, bag!) { _ in }
        play.at(5) { bag = nil }
    }
}
