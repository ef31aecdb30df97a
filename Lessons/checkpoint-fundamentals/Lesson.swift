import LessonKit

public let lesson = Lesson(
    id: "checkpoint-fundamentals",
    demos: [scoresWithoutABoard]
)
