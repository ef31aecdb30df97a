import LessonKit

public let lesson = Lesson(
    id: "errors",
    title: Localized(zh: "错误处理：catch、catchAndReturn、retry", en: "Error handling: catch, catchAndReturn, retry"),
    source: "001_62d64e49416536a5.txt § 错误处理",
    summary: Localized(
        zh: "错误是终止事件：一个序列出错，依赖它的序列全部跟着结束。这一课先看一条链怎样因为一个错误整个停下，再用 catch、catchAndReturn 让下游活下去，用 retry 重新订阅冷序列，最后看到 catch 放在 flatMap 里面还是外面的区别。",
        en: "An error is a terminal event: when one sequence fails, every sequence built on it ends too. This lesson watches a chain stop because of one error, then keeps the downstream alive with catch and catchAndReturn, subscribes a cold source again with retry, and finally shows why it matters whether catch sits inside or outside flatMap."
    ),
    demos: [anErrorEndsTheChain, catchRecovers, catchAndReturnOneValue, retryResubscribes, catchInsideFlatMap],
    exercises: [Exercises.display.exercise, Exercises.prices.exercise, Exercises.reliable.exercise]
)
