import LessonKit

public let lesson = Lesson(
    id: "checkpoint-apps",
    demos: [aCheckPerKeystroke]
)
