import LessonKit

public let lesson = Lesson(
    id: "interval",
    demos: [oneSubscriberDemo, twoSubscribersDemo],
    exercises: [Exercises.myInterval.exercise, Exercises.countdown.exercise]
)
