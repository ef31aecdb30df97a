import LessonKit
import RxCore

let twoSubscribersDemo = Demo(
    id: "two-subscribers",
    title: Localized(zh: "两个订阅者：两个计时器，两次 Subscribed，两次 Disposed", en: "Two subscribers: two timers, two Subscribed, two Disposed"),
    explanation: Localized(
        zh: "同一个 counter 被订阅两次，create 的闭包就运行两次：两个 Subscribed，两个各自独立的计时器，各自从 0 数起。第 0.5 秒 dispose 第一个订阅（打印 Disposed），第二个不受影响，继续数到 9，第 1.0 秒再 dispose 它。两个计时器在同一拍触发时，先订阅的先到，所以 First n 总在 Second n 前面；真实线程上这个顺序并不保证。想共享一个计时器，见下一课 share。",
        en: "The same counter is subscribed twice, so create's closure runs twice: two Subscribed, two independent timers, each counting from 0. At 0.5 s the first subscription is disposed (Disposed is printed); the second goes on to 9 and is disposed at 1.0 s. When both timers fire on the same tick the earlier subscription goes first, so First n always precedes Second n; on real threads that order is not guaranteed. To share one timer, see the next lesson, share."
    ),
    documented: """
    Started ----
    Subscribed
    Subscribed
    First 0
    Second 0
    First 1
    Second 1
    First 2
    Second 2
    First 3
    Second 3
    First 4
    Second 4
    Disposed
    Second 5
    Second 6
    Second 7
    Second 8
    Second 9
    Disposed
    Ended ----
    """,
    resolution: 0.1
) { play in
    let counter = myInterval(0.1, scheduler: play.scheduler, play: play)
    play.print("Started ----")
    let subscription1 = play.probe("first", counter)
        .subscribe(onNext: { n in
            play.print("First \(n)")
        })
    let subscription2 = play.probe("second", counter)
        .subscribe(onNext: { n in
            play.print("Second \(n)")
        })
    play.sleep(0.5)
    subscription1.dispose()
    play.sleep(0.5)
    subscription2.dispose()
    play.print("Ended ----")
}
