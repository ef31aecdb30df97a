import LessonKit

public let lesson = Lesson(
    id: "life-happens",
    title: Localized(zh: "现实很乱：离开 Rx 又回来", en: "Life happens: leaving Rx and coming back"),
    source: "001_62d64e49416536a5.txt § Life happens 实际发生的 · Playgrounds",
    summary: Localized(
        zh: "有时候操作符表达不了你要做的事，你可以在 subscribe 里离开 Rx，做完再用 Subject 把结果送回来。可以这样做，但最好别这样：状态散落在外面，完成和错误也丢了。这一课在虚拟时钟上并排比较两种写法。（文档的 Playgrounds 一节只是介绍 Rx.playground；在这里，rxlesson run 就是你的 playground。）",
        en: "Sometimes operators can't express what you need; you can leave Rx inside subscribe and come back through a Subject afterwards. You can, but you'd rather not: the state ends up outside, and completion and errors get lost. This lesson runs both ways side by side on the virtual clock. (The document's Playgrounds section only introduces Rx.playground; here, rxlesson run is your playground.)"
    ),
    demos: [leavingRxAndComingBack, stayingInRx, whenTheSourceFails],
    exercises: [Exercises.guestCount.exercise, Exercises.kitten.exercise]
)
