import LessonKit
import RxCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let makeVolume = ExerciseHarness(Exercise(
        id: "variables-relay",
        name: "MakeVolume",
        title: Localized(zh: "把 Variable(5) 换成 RxSwift 6 的类型", en: "Replace Variable(5) with its RxSwift 6 type"),
        task: Localized(
            zh: "音量从 5 开始，set 会改变它，changes 给滑块绑定。现在的代码用的是 PublishRelay：它不记得值，晚订阅的滑块看不到当前音量。改成 RxSwift 6 里代替 Variable 的类型，让第 4 拍才订阅的 result 先收到当前的 7，再收到第 6 拍设的 9。",
            en: "The volume starts at 5, set changes it and changes is what a slider binds to. The code uses a PublishRelay, which keeps no value, so a slider that subscribes late never sees the current volume. Use the type that replaces Variable in RxSwift 6, so that result, subscribed at tick 4, first gets the current 7 and then the 9 set at tick 6."
        ),
        hints: [
            Localized(zh: "Variable 包装的是 BehaviorSubject；不能出错也不能结束的版本叫什么？", en: "Variable wraps a BehaviorSubject; what is the version that can neither fail nor end called?"),
            Localized(zh: "BehaviorRelay(value:) 需要一个初始值，它会发给每个新的订阅者。", en: "BehaviorRelay(value:) takes an initial value, which every new subscriber receives."),
            Localized(zh: "let volume = BehaviorRelay(value: 5)，其余两行不变。", en: "let volume = BehaviorRelay(value: 5); the other two lines stay."),
        ],
        expected: Expectation(marbles: "7-9-->")
    )) { (attempt: () -> (changes: Observable<Int>, set: (Int) -> Void), play) in
        let volume = attempt()
        play.at(2) { volume.set(7) }
        play.at(4) { play.record("result", volume.changes) }
        play.at(6) { volume.set(9) }
    }

    public static let volumeShown = ExerciseHarness(Exercise(
        id: "variables-end-with-screen",
        name: "VolumeShown",
        title: Localized(zh: "relay 不会结束：让它随界面关闭而结束", en: "A relay never ends: end it when the screen closes"),
        task: Localized(
            zh: "以前 Variable 被释放时会发出 completed，绑定随之结束。BehaviorRelay 永远不会结束，所以界面关闭（screenClosed 发出）以后，第 6 拍的 9 还会流进来。让返回的序列在 screenClosed 发出时完成。",
            en: "A Variable used to send completed when it was deallocated, ending its bindings. A BehaviorRelay never ends, so after the screen closes (screenClosed fires) the 9 at tick 6 still flows in. Make the returned sequence complete when screenClosed fires."
        ),
        hints: [
            Localized(zh: "有一个操作符让另一个序列决定这个序列什么时候结束。", en: "One operator lets another sequence decide when this one ends."),
            Localized(zh: "take(until:) 在参数序列发出第一个元素时完成。", en: "take(until:) completes when its argument emits its first element."),
            Localized(zh: "volume.asObservable().take(until: screenClosed)", en: "volume.asObservable().take(until: screenClosed)"),
        ],
        expected: Expectation(marbles: "5-7-|", subscriptionsEnd: true)
    )) { (attempt: (BehaviorRelay<Int>, Observable<Void>) -> Observable<Int>, play) in
        let volume = BehaviorRelay(value: 5)
        let screenClosed = PublishSubject<Void>()
        let shown = attempt(volume, screenClosed.asObservable())
        play.record("result", shown)
        play.at(2) { volume.accept(7) }
        play.at(4) { screenClosed.onNext(()) }
        play.at(6) { volume.accept(9) }
    }
}
