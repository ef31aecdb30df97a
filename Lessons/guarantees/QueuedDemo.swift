import LessonKit
import RxCore

/// The same feedback, queued on a scheduler: the pairs stay apart.
let reentrancyQueued = Demo(
    id: "queued",
    title: Localized(zh: "把反馈排进调度器：成对，不嵌套", en: "Queue the feedback on a scheduler: pairs, no nesting"),
    explanation: Localized(
        zh: "还是同样的反馈，但观察者不再直接调用 onNext，而是把它排到调度器上（就像 DispatchQueue.main.async 或 MainScheduler.asyncInstance 那样晚一点执行）。第二次点击要等当前的处理结束后才送达，这里排在两拍之后（只排下一拍也行，两拍让弹珠图好读一些）：输出又变回了成对的 started/ended，也没有警告。",
        en: "The same feedback, but the observer no longer calls onNext directly: it queues it on the scheduler (like DispatchQueue.main.async, or MainScheduler.asyncInstance). The second tap is delivered only after the current handling has ended, two ticks later here (the next tick would do too; two keep the marbles readable): the output is back to started/ended pairs, and there is no warning."
    ),
    documented: """
    Event processing started
    Event processing ended
    Event processing started
    Event processing ended
    Event processing started
    Event processing ended
    """
) { play in
    let scheduler = play.scheduler
    let taps = PublishSubject<Int>()
    _ = play.probe("taps", taps)
        .subscribe(onNext: { tap in
            play.print("Event processing started")
            if tap < 3 {
                _ = scheduler.scheduleRelative(tap + 1, dueTime: .seconds(2)) { next in
                    taps.onNext(next)
                    return Disposables.create()
                }
            }
            play.print("Event processing ended")
        })
    play.at(1) { taps.onNext(1) }
}
