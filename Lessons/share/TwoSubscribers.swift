import LessonKit
import RxCore

/// Without sharing: every subscriber starts its own timer.
let twoSubscribersTwoTimers = Demo(
    id: "two-subscribers",
    title: Localized(zh: "两个订阅者，两个计时器", en: "Two subscribers, two timers"),
    explanation: Localized(
        zh: "myInterval 是冷序列：每次 subscribe 都会重新执行 create 里的闭包，所以打印两次 Subscribed，各自启动一个计时器，各自从 0 开始数。第一个订阅在 0.5 秒时 dispose，只停掉它自己的计时器（第一个 Disposed）；第二个继续数到 9，在 1.0 秒时才停。虚拟时钟一拍 0.1 秒，两个计时器在同一拍触发时按订阅顺序先后执行，所以 First 总在 Second 前面。下面两行各是一个订阅者自己的序列。",
        en: "myInterval is cold: every subscribe runs the closure inside create again, so Subscribed prints twice and each subscriber gets its own timer counting from 0. The first subscription is disposed at 0.5 s, which stops only its own timer (the first Disposed); the second keeps counting to 9 and stops at 1.0 s. One tick is 0.1 s; when both timers fire on the same tick they run in subscription order, so First always comes before Second. Each row below is one subscriber's own sequence."
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
    runFirstAndSecond(myInterval(0.1, on: play), on: play)
}
