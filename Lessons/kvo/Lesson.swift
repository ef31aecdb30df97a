import CourseKit

public let lesson = Lesson(
    id: "kvo",
    demos: [observeTheFrame, observeKeepsTheViewAlive, observeWeaklyFinishesWithNil, retainSelfFalseForPathsFromSelf, structsChangeThroughTheirOwner],
    standIns: ["KVOStandIn.swift"]
)
