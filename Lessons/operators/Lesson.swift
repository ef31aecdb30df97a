import LessonKit

public let lesson = Lesson(
    id: "operators",
    demos: [myMapTheEasyWay, myMapWithProducerAndSink, myMapBehavesLikeMap],
    exercises: [Exercises.myMap.exercise, Exercises.myMapFast.exercise, Exercises.myFilter.exercise]
)
