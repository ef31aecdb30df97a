import CourseKit

public let lesson = Lesson(
    id: "checkpoint-operators",
    demos: [oneFailureEndsTheFeed]
)
