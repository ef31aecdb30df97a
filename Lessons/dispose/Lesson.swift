import LessonKit

public let lesson = Lesson(
    id: "dispose",
    demos: [intervalDisposedAfterTwoSeconds, disposeOnTheSameSerialScheduler, disposeBagEndsWithItsOwner, compositeDisposableByHand, scopedDisposeEndsWithTheScope, takeUntilEndsOnASignal],
    exercises: [Exercises.stopTheInterval.exercise, Exercises.endOnSignal.exercise]
)
