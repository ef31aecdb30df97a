import LessonKit

public let lesson = Lesson(
    id: "observables",
    demos: [numbersTerminateNormally, lettersTerminateWithError, tapsNeverEnd, nothingAfterTheEnd],
    exercises: [Exercises.numbers.exercise, Exercises.letters.exercise]
)
