import LessonKit
import RxCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let sharedCounter = ExerciseHarness(Exercise(
        id: "share-one-timer",
        name: "SharedCounter",
        title: Localized(zh: "两个订阅者共用一个计时器", en: "Two subscribers, one timer"),
        task: Localized(
            zh: "counter 每次被订阅都会打印 Subscribed 并启动自己的计时器。改写 sharedCounter，让两个订阅者共用一次订阅：只打印一次 Subscribed 和一次 Disposed。",
            en: "counter prints Subscribed and starts its own timer on every subscription. Change sharedCounter so the two subscribers share one subscription: Subscribed and Disposed print once each."
        ),
        hints: [
            Localized(zh: "冷序列每被订阅一次就执行一次 create 的闭包。你需要一个把多个订阅者合并成一个订阅的操作符。", en: "A cold sequence runs its create closure once per subscription. You need an operator that turns many subscribers into one subscription."),
            Localized(zh: "文档里它叫 shareReplay(1)，现在的名字是 share(replay:)。", en: "The document calls it shareReplay(1); today's name is share(replay:)."),
            Localized(zh: "return counter.share(replay: 1)", en: "return counter.share(replay: 1)"),
        ],
        expected: Expectation(
            marbles: "--0-1-(2|)",
            output: """
            Subscribed
            First 0
            Second 0
            First 1
            Second 1
            First 2
            Second 2
            Disposed
            """
        )
    )) { (attempt: (Observable<Int>) -> Observable<Int>, play) in
        let counter = myInterval(2, on: play).take(3)
        let shared = attempt(counter)
        _ = play.probe("result", shared).subscribe(onNext: { play.print("First \($0)") })
        _ = shared.subscribe(onNext: { play.print("Second \($0)") })
    }

    public static let latestForNewcomers = ExerciseHarness(Exercise(
        id: "share-replay-latest",
        name: "LatestForNewcomers",
        title: Localized(zh: "迟到的订阅者先拿到最新值", en: "A late subscriber gets the latest value first"),
        task: Localized(
            zh: "readings 每 3 秒发出一个读数，已经被一个订阅者分享着。第二个订阅者在 7 秒时才来（它的记录叫 result）。让它一来就拿到最近的读数 1，而不是等到 9 秒的 2。",
            en: "readings emits every 3 s and is already shared with one subscriber. A second subscriber (recorded as result) arrives at 7 s. Make it get the latest reading, 1, the moment it arrives instead of waiting for 2 at 9 s."
        ),
        hints: [
            Localized(zh: "share() 的重放缓冲区是 0。", en: "share() has a replay buffer of 0."),
            Localized(zh: "share 有一个参数决定给新订阅者重放几个值。", en: "share takes a parameter for how many values a new subscriber gets replayed."),
            Localized(zh: "readings.share(replay: 1)", en: "readings.share(replay: 1)"),
        ],
        expected: Expectation(marbles: "1-2--(3|)")
    )) { (attempt: (Observable<Int>) -> Observable<Int>, play) in
        let readings = Observable<Int>.interval(.seconds(3), scheduler: play.scheduler).take(4)
        let shared = attempt(readings)
        _ = shared.subscribe()
        play.at(7) { play.record("result", shared) }
    }
}
