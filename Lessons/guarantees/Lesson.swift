import LessonKit

public let lesson = Lesson(
    id: "guarantees",
    demos: [pairsNeverNest, reentrancyIsReported, reentrancyQueued],
    exercises: [Exercises.requestNextTap.exercise, Exercises.firstTwo.exercise]
)
