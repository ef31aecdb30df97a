import LessonKit

public let lesson = Lesson(
    id: "guarantees",
    title: Localized(zh: "Observable 默认的保证：一次只处理一个事件", en: "Implicit Observable guarantees: one event at a time"),
    source: "001_62d64e49416536a5.txt § Implicit Observable guarantees",
    summary: Localized(
        zh: "每个序列都要守一条规矩：把一个事件交给 observer 之后，要等 observer.on 返回，才能发下一个事件（包括 completed 和 error）。所以观察者的处理永远不会交叠：\"开始/结束\" 总是成对出现，不会嵌套。这一课让几个事件挤在同一拍，看它们仍然排队；再故意从观察者内部发事件，看运行时怎样警告，以及怎样用调度器把它排到后面。",
        en: "Every sequence keeps one rule: after handing an event to an observer it waits for observer.on to return before sending the next one (completed and error included). So an observer's processing never overlaps: 'started / ended' always come in pairs, never nested. This lesson crowds several events onto one tick and watches them still take turns; then sends an event from inside an observer on purpose, sees the runtime's warning, and queues it on a scheduler instead."
    ),
    demos: [pairsNeverNest, reentrancyIsReported, reentrancyQueued],
    exercises: [Exercises.requestNextTap.exercise, Exercises.firstTwo.exercise]
)
