import LessonKit

public let lesson = Lesson(
    id: "errors",
    demos: [anErrorEndsTheChain, catchRecovers, catchAndReturnOneValue, retryResubscribes, catchInsideFlatMap],
    exercises: [Exercises.display.exercise, Exercises.prices.exercise, Exercises.reliable.exercise]
)
