import LessonKit

public let lesson = Lesson(
    id: "interval",
    demos: [oneSubscriberDemo, twoSubscribersDemo]
)
