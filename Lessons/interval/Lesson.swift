import LessonKit

public let lesson = Lesson(
    id: "interval",
    title: Localized(zh: "一个真正干活的 Observable：自己写 interval", en: "An Observable that does work: writing interval yourself"),
    source: "001_62d64e49416536a5.txt § 创建一个执行工作的Observable",
    summary: Localized(
        zh: "myInterval 在订阅时启动一个计时器，在 dispose 时停掉它：资源的生命就是订阅的生命。文档用 DispatchSource 计时器和 Thread.sleep；这里换成虚拟时钟上的 schedulePeriodic 和 play.sleep，输出和文档一字不差。两个订阅者各自启动自己的计时器：操作符默认不共享。",
        en: "myInterval starts a timer when subscribed and stops it when disposed: the resource lives exactly as long as the subscription. The document uses a DispatchSource timer and Thread.sleep; here they become schedulePeriodic and play.sleep on the virtual clock, and the output matches the document to the letter. Two subscribers start a timer each: operators share nothing by default."
    ),
    demos: [oneSubscriberDemo, twoSubscribersDemo],
    exercises: [Exercises.myInterval.exercise, Exercises.countdown.exercise]
)
