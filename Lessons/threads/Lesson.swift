import CourseKit

public let lesson = Lesson(
    id: "threads",
    demos: [serialScheduler, concurrentScheduler, trampoline, subscribeOnAndObserveOn]
)
