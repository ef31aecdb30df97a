import LessonKit

public let lesson = Lesson(
    id: "operator-families",
    demos: [mapAndScan, threeFlatMaps, filtering, combining, timeOperators, errorOperators],
    exercises: [
        Exercises.evenTimesTen.exercise, Exercises.runningTotal.exercise, Exercises.orderTotal.exercise,
        Exercises.settledQuery.exercise, Exercises.latestAnswer.exercise, Exercises.replyOrGiveUp.exercise,
    ]
)
