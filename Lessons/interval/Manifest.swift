import LessonKit
import RxCore
import RxTestCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let myInterval = ExerciseHarness(Exercise(
        id: "interval-my-interval",
        name: "MyInterval",
        title: Localized(zh: "在虚拟时钟上写 myInterval", en: "Write myInterval on the virtual clock"),
        task: Localized(
            zh: "在 Exercises/MyInterval.swift 里完成 myInterval(_:scheduler:)：每隔 period 发出 0, 1, 2, …，直到被 dispose。这里 period 是 2 拍，第 9 拍 dispose，应画成 --0-1-2-3!。现在它只发一次 0 就不动了。",
            en: "In Exercises/MyInterval.swift finish myInterval(_:scheduler:): emit 0, 1, 2, … every period until disposed. Here the period is 2 ticks and the dispose comes at tick 9: --0-1-2-3!. The stub sends a single 0 and stops."
        ),
        hints: [
            Localized(zh: "scheduleRelative 只运行一次；调度器还有一个会反复运行的方法。", en: "scheduleRelative runs once; schedulers have a method that runs again and again."),
            Localized(zh: "scheduler.schedulePeriodic(0, startAfter: period, period: period) { n in ...; return n + 1 }：状态就是下一个数。", en: "scheduler.schedulePeriodic(0, startAfter: period, period: period) { n in ...; return n + 1 }: the state is the next number."),
            Localized(zh: "在闭包里 observer.onNext(n)，并把 schedulePeriodic 返回的 disposable 作为 create 的返回值：dispose 订阅就停掉计时器。", en: "Inside, observer.onNext(n), and return the disposable schedulePeriodic gives you from create: disposing the subscription stops the timer."),
        ],
        expected: Expectation(marbles: "--0-1-2-3!")
    )) { (attempt: (RxTimeInterval, SchedulerType) -> Observable<Int>, play) in
        let subscription = play.record("result", attempt(.seconds(2), play.scheduler))
        play.at(9) { subscription.dispose() }
    }

    public static let countdown = ExerciseHarness(Exercise(
        id: "interval-countdown",
        name: "Countdown",
        title: Localized(zh: "会自己停下的倒计时", en: "A countdown that stops by itself"),
        task: Localized(
            zh: "在 Exercises/Countdown.swift 里完成 countdown(from:scheduler:)：每 2 拍发出一个数，从 3 数到 1，本该发 0 的那一刻 completed: --3-2-1-|。现在它一直数下去（0, -1, …），虚拟时钟永远停不下来。",
            en: "In Exercises/Countdown.swift finish countdown(from:scheduler:): one number every 2 ticks, from 3 down to 1, completing on the tick 0 would have come: --3-2-1-|. The stub keeps counting (0, -1, …) and the virtual clock never stops."
        ),
        hints: [
            Localized(zh: "计时器不会自己停：序列结束时要让它被 dispose。", en: "A timer never stops by itself: it has to be disposed when the sequence ends."),
            Localized(zh: "状态到 0 时不要再 onNext，而是 onCompleted()。", en: "When the state reaches 0, don't onNext: onCompleted()."),
            Localized(zh: "create 在 completed 之后会 dispose 你交回的 disposable；只要交回的是 schedulePeriodic 的返回值，计时器就停了。", en: "After completed, create disposes the disposable you returned; if that is what schedulePeriodic returned, the timer stops."),
        ],
        expected: Expectation(marbles: "--3-2-1-|")
    )) { (attempt: (Int, SchedulerType) -> Observable<Int>, play) in
        play.record("result", attempt(3, play.scheduler))
    }
}
