import LessonKit

public let lesson = Lesson(
    id: "kvo",
    demos: [observeTheFrame, observeKeepsTheViewAlive, observeWeaklyFinishesWithNil, retainSelfFalseForPathsFromSelf, structsChangeThroughTheirOwner],
    exercises: [Exercises.watchLevel.exercise, Exercises.showTitle.exercise],
    standIns: ["KVOStandIn.swift"]
)
