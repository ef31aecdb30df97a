import CourseKit

public let lesson = Lesson(
    id: "guarantees",
    demos: [pairsNeverNest, reentrancyIsReported, reentrancyQueued]
)
