import CourseKit

public let lesson = Lesson(
    id: "checkpoint-apps",
    demos: [aCheckPerKeystroke]
)
