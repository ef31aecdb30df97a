import LessonKit

public let lesson = Lesson(
    id: "debug",
    title: Localized(zh: "调试：debug 操作符与 Resources.total", en: "Debugging: the debug operator and Resources.total"),
    source: "001_62d64e49416536a5.txt § 调试",
    summary: Localized(
        zh: "比起断点，debug 操作符往往更快：它记录经过链上某一点的订阅、事件和释放。这一课在虚拟时钟上读一段 debug 输出，用 create 自己写一个 myDebug，再用 Resources.total 按文档的方法找出一个泄漏。",
        en: "The debug operator is often faster than a breakpoint: it logs the subscription, events and disposal at one point of a chain. This lesson reads a debug trace on the virtual clock, writes its own myDebug with create, and finds a leak with Resources.total the way the document describes."
    ),
    demos: [debugMyProbe, myDebugWithCreate, resourcesTotalFindsALeak, resourceCountEverySecond],
    exercises: [Exercises.myDebug.exercise, Exercises.openScreen.exercise]
)
