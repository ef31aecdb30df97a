import LessonKit
import RxCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let guestCount = ExerciseHarness(Exercise(
        id: "life-happens-guest-count",
        name: "GuestCount",
        title: Localized(zh: "留在 Rx 里数宾客", en: "Count the guests without leaving Rx"),
        task: Localized(
            zh: "guestCount 在 subscribe 里离开 Rx，再用 BehaviorSubject 把计数送回来：数字是对的，但 beings 完成时结果永远不会完成。改成一条链：先发 0，每来一个生物加 1，并随 beings 一起完成。",
            en: "guestCount leaves Rx in subscribe and sends the count back through a BehaviorSubject: the numbers are right, but the result never completes when beings does. Make it one chain: 0 first, one more per being, completing along with beings."
        ),
        hints: [
            Localized(zh: "需要一个把状态带在链里的操作符：每个元素都更新一次累积值。", en: "You need an operator that carries state inside the chain, updating an accumulated value per element."),
            Localized(zh: "scan(0) { count, _ in count + 1 } 得到 1, 2, 3；开头的 0 用 startWith。", en: "scan(0) { count, _ in count + 1 } gives 1, 2, 3; startWith supplies the leading 0."),
        ],
        expected: Expectation(marbles: "0-1-2-3|")
    )) { (attempt: (Observable<String>) -> Observable<Int>, play) in
        let beings = timeline(play, [(2, .next("hobbit")), (4, .next("elf")), (6, .next("wizard")), (7, .completed)])
        play.record("result", attempt(beings))
    }

    public static let kitten = ExerciseHarness(Exercise(
        id: "life-happens-wrap-callback",
        name: "Kitten",
        title: Localized(zh: "用 create 代替 Subject 回到 Rx", en: "Back into Rx with create instead of a Subject"),
        task: Localized(
            zh: "adopt 是一段回调风格的普通代码，一秒后用 completion 交出一只小猫。补全 kitten(for:adopt:)：用 create 包装它，发出小猫然后完成。",
            en: "adopt is plain callback code that hands over a kitten through completion a second later. Finish kitten(for:adopt:): wrap it with create so it emits the kitten and then completes."
        ),
        hints: [
            Localized(zh: "在 create 的闭包里调用 adopt(being) { kitten in ... }。", en: "Inside create's closure, call adopt(being) { kitten in ... }."),
            Localized(zh: "回调里依次 observer.on(.next(kitten)) 和 observer.on(.completed)。", en: "In the callback, observer.on(.next(kitten)) and then observer.on(.completed)."),
        ],
        expected: Expectation(marbles: "-(tom,|)")
    )) { (attempt: (String, @escaping (String, @escaping (String) -> Void) -> Void) -> Observable<String>, play) in
        let scheduler = play.scheduler
        let adopt: (String, @escaping (String) -> Void) -> Void = { being, completion in
            scheduler.scheduleAt(scheduler.clock + 1) { completion(being == "elf" ? "tom" : "kit") }
        }
        play.record("result", attempt("elf", adopt))
    }
}
