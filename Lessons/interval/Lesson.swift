import CourseKit

public let lesson = Lesson(
    id: "interval",
    demos: [oneSubscriberDemo, twoSubscribersDemo]
)
