import CourseKit

public let lesson = Lesson(
    id: "dispose",
    demos: [intervalDisposedAfterTwoSeconds, intervalDisposedFromAnotherThread, disposeOnTheSameSerialScheduler, disposeBagEndsWithItsOwner, compositeDisposableByHand, scopedDisposeEndsWithTheScope, takeUntilEndsOnASignal]
)
