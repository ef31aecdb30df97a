import LessonKit

public let lesson = Lesson(
    id: "observables",
    title: Localized(zh: "Observable 就是序列", en: "Observables are sequences"),
    source: "001_62d64e49416536a5.txt § Observables aka Sequences",
    summary: Localized(
        zh: "Observable 是一个会随时间推送元素的序列：零个或多个 next，最多一个 completed 或 error 作结尾。这一课在虚拟时钟上真的造出文档里的三条弹珠图（数字、字母、按钮点击），把它们画出来，再看看结束之后再发事件会怎样。（003 号旧译本用同样的三张图。）",
        en: "An Observable is a sequence that pushes its elements over time: zero or more next events, closed by at most one completed or error. This lesson builds the document's three marble diagrams (numbers, letters, button taps) on the virtual clock, draws them from what was recorded, and shows what happens to an event sent after the end. (The older translation, 003, uses the same three diagrams.)"
    ),
    demos: [numbersTerminateNormally, lettersTerminateWithError, tapsNeverEnd, nothingAfterTheEnd],
    exercises: [Exercises.numbers.exercise, Exercises.letters.exercise]
)
