import CourseKit

public let lesson = Lesson(
    id: "memory",
    demos: [lostHandle, retainCycle, withUnretainedAndSubscribeWith, leakFoundByCount]
)
