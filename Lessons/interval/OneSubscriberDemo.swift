import LessonKit
import RxCore

let oneSubscriberDemo = Demo(
    id: "one-subscriber",
    title: Localized(zh: "一个订阅者：订阅时启动，dispose 时停止", en: "One subscriber: started on subscribe, stopped on dispose"),
    explanation: Localized(
        zh: "创建 counter 时什么也不打印；subscribe 时才打印 Subscribed 并启动计时器，每 0.1 秒（一拍）发一个数。睡 0.5 秒后 dispose：打印 Disposed，计时器停止，之后再也没有数字。虚拟时钟上第 1 到第 5 拍发出 0 到 4, dispose 在第 5 拍、那一刻的数字之后执行。在真实时间里，第 0.5 秒的那个 4 和 dispose 谁先谁后是一场竞争，文档那次恰好先打印了 4；虚拟时钟上它永远先到。",
        en: "Creating counter prints nothing; subscribe prints Subscribed and starts the timer, one number every 0.1 s (one tick). After sleeping 0.5 s we dispose: Disposed is printed, the timer stops, and no number follows. On the virtual clock 0 to 4 come at ticks 1 to 5, and the dispose runs at tick 5, after that tick's number. In real time, the 4 due at 0.5 s races the dispose, and the document's run happened to print the 4 first; on the virtual clock it always comes first."
    ),
    documented: """
    Started ----
    Subscribed
    0
    1
    2
    3
    4
    Disposed
    Ended ----
    """,
    resolution: 0.1
) { play in
    let counter = myInterval(0.1, scheduler: play.scheduler, play: play)
    play.print("Started ----")
    let subscription = play.probe("counter", counter)
        .subscribe(onNext: { n in
            play.print(n)
        })
    play.sleep(0.5)
    subscription.dispose()
    play.print("Ended ----")
}
