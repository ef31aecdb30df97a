import CourseKit

public let lesson = Lesson(
    id: "traits",
    demos: [singleRequest, asSingleFailures, maybeOrDownload, completableThenSingle, infallibleNeverFails, driverAndSignal]
)
