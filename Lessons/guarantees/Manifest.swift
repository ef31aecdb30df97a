import LessonKit
import RxCore
import RxTestCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let requestNextTap = ExerciseHarness(Exercise(
        id: "guarantees-one-at-a-time",
        name: "RequestNextTap",
        title: Localized(zh: "不要在观察者里面发事件", en: "Don't send from inside an observer"),
        task: Localized(
            zh: "观察者处理第 n 次点击时会调用 Exercises/RequestNextTap.swift 里的 requestNextTap，要求第 n+1 次点击（直到 3）。现在它直接调用 taps.onNext，处理过程嵌套在一起，运行时也报了重入。改成把这次发送排到 scheduler 上，让输出变成三对不嵌套的 started/ended。",
            en: "While handling tap n, the observer calls requestNextTap in Exercises/RequestNextTap.swift to ask for tap n+1 (up to 3). Right now it calls taps.onNext directly, so the handlings nest and the runtime reports re-entrancy. Queue the send on the scheduler instead, so that the output is three un-nested started/ended pairs."
        ),
        hints: [
            Localized(zh: "问题不在发什么，而在什么时候发：要等当前的 observer.on 返回之后。", en: "The problem is not what is sent but when: it must wait until the current observer.on has returned."),
            Localized(zh: "调度器可以 \"稍后\" 运行一段代码：scheduler.schedule(state) { state in ...; return Disposables.create() }。", en: "A scheduler can run code 'a little later': scheduler.schedule(state) { state in ...; return Disposables.create() }."),
            Localized(zh: "_ = scheduler.schedule(next) { value in taps.onNext(value); return Disposables.create() }", en: "_ = scheduler.schedule(next) { value in taps.onNext(value); return Disposables.create() }"),
        ],
        expected: Expectation(output: """
        started 1
        ended 1
        started 2
        ended 2
        started 3
        ended 3
        """)
    )) { (attempt: @escaping (Int, PublishSubject<Int>, TestScheduler) -> Void, play) in
        let scheduler = play.scheduler
        let taps = PublishSubject<Int>()
        play.record("result", taps)
        _ = taps.subscribe(onNext: { tap in
            play.print("started \(tap)")
            if tap < 3 {
                attempt(tap + 1, taps, scheduler)
            }
            play.print("ended \(tap)")
        })
        play.at(1) { taps.onNext(1) }
        play.at(10) { taps.onCompleted() }  // ends the subject, releasing its observers
    }

    public static let firstTwo = ExerciseHarness(Exercise(
        id: "guarantees-first-two",
        name: "FirstTwo",
        title: Localized(zh: "两个元素之后结束，之后什么也不发", en: "End after two elements, and send nothing after"),
        task: Localized(
            zh: "Exercises/FirstTwo.swift 里的 firstTwo(of:) 用 create 转发上游的元素。上游是一个每 2 拍一个数、永不结束的序列。让它只转发前两个元素，然后 completed，画出来应是 --1-(2|)。现在它把所有元素都转发，永远不结束。",
            en: "firstTwo(of:) in Exercises/FirstTwo.swift forwards its source's elements with create. The source emits a number every 2 ticks and never ends. Make it forward only the first two elements, then complete: --1-(2|). The stub forwards everything and never ends."
        ),
        hints: [
            Localized(zh: "你需要记住已经转发了几个；一个 var 计数器放在 create 的闭包里就行，每个订阅者一份。", en: "You need to count what you have forwarded; a var counter inside create's closure does it, one per subscriber."),
            Localized(zh: "第二个元素之后调用 observer.onCompleted()。结束之后 create 会 dispose 你交回的订阅，上游因此停下。", en: "After the second element call observer.onCompleted(). After the end, create disposes the subscription you returned, which stops the source."),
            Localized(zh: "count += 1; observer.onNext(value); if count == 2 { observer.onCompleted() }", en: "count += 1; observer.onNext(value); if count == 2 { observer.onCompleted() }"),
        ],
        expected: Expectation(marbles: "--1-(2|)")
    )) { (attempt: (Observable<Int>) -> Observable<Int>, play) in
        let source = Observable<Int>.interval(.seconds(2), scheduler: play.scheduler).map { $0 + 1 }
        play.record("result", attempt(source))
    }
}
