import LessonKit

public let lesson = Lesson(
    id: "hot-and-cold",
    demos: [coldCreate, coldInterval, twoDiagrams, hotSubject, shareMakesHot],
    exercises: [Exercises.watchTwice.exercise, Exercises.countdown.exercise, Exercises.sendOnce.exercise, Exercises.latestReading.exercise]
)
