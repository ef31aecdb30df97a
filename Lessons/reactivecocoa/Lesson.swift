import CourseKit

public let lesson = Lesson(
    id: "reactivecocoa",
    demos: [
        unifiedSignals, loginForm, streamMonad, signalEvents, subjects, mergedErrors,
        sequenceHeadTail, sequenceFilterMap, passthroughSubscriber, multicastConnection,
        replayFamily, schedulers, targetQueueScheduler, recursionAsIteration, disposables,
        groupedSignals, channelTwoWayBinding,
    ],
    standIns: ["RACChannel.swift", "RACCommand.swift", "RACDisposable.swift", "RACGroupedSignal.swift", "RACMulticastConnection.swift", "RACObserve.swift", "RACScheduler.swift", "RACSequence.swift", "RACSignal+Operations.swift", "RACSignal.swift", "RACStream.swift", "RACSubject.swift", "RACSubscriber.swift", "CocoaStandIns.swift"]
)
