import LessonKit
import RxCore
import RxTestCore

/// `--1--2--3--4--5--6--|`, built from recorded events and drawn back from a probe.
let numbersTerminateNormally = Demo(
    id: "numbers",
    title: Localized(zh: "数字序列：正常结束", en: "A sequence of numbers that completes"),
    explanation: Localized(
        zh: "弹珠图的一列就是虚拟时钟的一拍。这里用 TestScheduler.createColdObservable 按时间写下事件：第 2、5、8、11、14、17 拍发出 1 到 6，第 20 拍 completed。订阅它，用探针记录下来，再把记录画成文字：得到的正是文档里的那一行。结尾的注释也是从记录里读出来的（最后一个事件是 completed）。",
        en: "One column of a marble diagram is one tick of the virtual clock. Here TestScheduler.createColdObservable writes the events down with their times: 1 to 6 at ticks 2, 5, 8, 11, 14 and 17, completed at tick 20. We subscribe, record it with a probe, and draw the recording as text: it is exactly the document's line. The trailing comment is read off the recording too (its last event is completed)."
    ),
    documented: "--1--2--3--4--5--6--| // terminates normally"
) { play in
    let numbers = play.scheduler.createColdObservable([
        .next(2, 1), .next(5, 2), .next(8, 3), .next(11, 4), .next(14, 5), .next(17, 6),
        .completed(20),
    ])
    play.record("numbers", numbers)
    play.sleep(20)
    let stream = play.stream(named: "numbers")
    play.print(drawing(of: stream) + ending(of: stream))
}
