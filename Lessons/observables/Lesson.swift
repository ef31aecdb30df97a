import CourseKit

public let lesson = Lesson(
    id: "observables",
    demos: [numbersTerminateNormally, lettersTerminateWithError, tapsNeverEnd, nothingAfterTheEnd]
)
