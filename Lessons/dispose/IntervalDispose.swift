import LessonKit
import RxCore

/// The document's first example: an interval every 0.3 s, disposed by hand after 2 s.
let intervalDisposedAfterTwoSeconds = Demo(
    id: "interval-dispose",
    title: Localized(zh: "两秒后手动 dispose 一个 interval", en: "Dispose an interval by hand after two seconds"),
    explanation: Localized(
        zh: "interval 每 0.3 秒发出一个数，本身永远不会结束。主线程睡 2 秒后调用 dispose()，之后就再也没有事件。虚拟时钟一拍是 0.1 秒，所以事件落在第 3、6、…、18 拍，dispose 在第 20 拍。",
        en: "interval emits a number every 0.3 s and never ends by itself. The caller sleeps 2 s, then calls dispose(); no event follows. One tick of the virtual clock is 0.1 s, so the events land on ticks 3, 6, …, 18 and the dispose on tick 20."
    ),
    documented: """
    next(0)
    next(1)
    next(2)
    next(3)
    next(4)
    next(5)
    """,
    resolution: 0.1
) { play in
    let scheduler = play.scheduler
    let subscription = Observable<Int>.interval(.milliseconds(300), scheduler: scheduler)
        .subscribe { event in
            play.print(event)
        }
    play.sleep(2.0)
    subscription.dispose()
}
