import CourseKit

public let lesson = Lesson(
    id: "concurrency",
    demos: [valuesLoop, traitValue, cancelNeverEnding, backToRx]
)
