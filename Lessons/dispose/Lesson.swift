import LessonKit

public let lesson = Lesson(
    id: "dispose",
    title: Localized(zh: "释放订阅", en: "Disposing"),
    source: "001_62d64e49416536a5.txt § Disposing",
    summary: Localized(
        zh: "订阅会一直占用资源，直到序列结束或者有人调用 dispose。这一课在虚拟时钟上看清楚：什么时候停下，谁来停，以及 DisposeBag 和 take(until:) 怎样让你不必手动 dispose。",
        en: "A subscription holds its resources until the sequence ends or someone disposes it. On the virtual clock we watch exactly when it stops, who stops it, and how DisposeBag and take(until:) spare you the manual dispose()."
    ),
    demos: [intervalDisposedAfterTwoSeconds, disposeOnTheSameSerialScheduler, disposeBagEndsWithItsOwner, compositeDisposableByHand, scopedDisposeEndsWithTheScope, takeUntilEndsOnASignal],
    exercises: [Exercises.stopTheInterval.exercise, Exercises.endOnSignal.exercise]
)
