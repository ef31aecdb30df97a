import CourseKit

public let lesson = Lesson(
    id: "checkpoint-fundamentals",
    demos: [scoresWithoutABoard]
)
