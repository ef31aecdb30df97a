import CourseKit

public let lesson = Lesson(
    id: "schedulers",
    demos: [virtualClock, operatorTick, observeOnMovesDelivery, subscribeOnMovesSubscription, mainSchedulerHop],
    standIns: ["Worker.swift"]
)
