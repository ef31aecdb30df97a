import CourseKit

public let lesson = Lesson(
    id: "operators",
    demos: [myMapTheEasyWay, myMapWithProducerAndSink, myMapBehavesLikeMap]
)
