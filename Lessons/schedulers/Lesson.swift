import LessonKit

public let lesson = Lesson(
    id: "schedulers",
    demos: [virtualClock, operatorTick, observeOnMovesDelivery, subscribeOnMovesSubscription, mainSchedulerHop],
    exercises: [
        Exercises.onePerTick.exercise, Exercises.deliverOnMain.exercise,
        Exercises.startOnWorker.exercise, Exercises.heavyOnWorker.exercise,
    ],
    standIns: ["Worker.swift"]
)
