import CourseKit

public let lesson = Lesson(
    id: "errors",
    demos: [anErrorEndsTheChain, catchRecovers, catchAndReturnOneValue, retryResubscribes, catchInsideFlatMap]
)
