import LessonKit

public let lesson = Lesson(
    id: "memory",
    demos: [lostHandle, retainCycle, withUnretainedAndSubscribeWith, leakFoundByCount]
)
