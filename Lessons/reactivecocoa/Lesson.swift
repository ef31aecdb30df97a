import LessonKit

public let lesson = Lesson(
    id: "reactivecocoa",
    title: Localized(zh: "ReactiveCocoa v2.5 的架构", en: "The architecture of ReactiveCocoa v2.5"),
    source: "002_5ac7cf6abb7c8c3b.txt § ReactiveCocoa v2.5 源码解析之架构总览",
    summary: Localized(
        zh: "ReactiveCocoa 2 由四部分组成：信号源（RACStream 及其子类）、订阅者、调度器和清洁工（RACDisposable）。这一课在我们自己的 Rx 运行时上搭了一个小小的 RAC 封装层（Lessons/reactivecocoa/RAC/），把每个部分跑在虚拟时钟上：流是一个单子，信号是推、序列是拉，组播连接只订阅一次源，调度器把递归变成迭代，清洁工负责收尾。",
        en: "ReactiveCocoa 2 has four parts: sources (RACStream and its subclasses), subscribers, schedulers and cleaners (RACDisposable). This lesson builds a small RAC facade on our own Rx runtime (Lessons/reactivecocoa/RAC/) and runs every part on the virtual clock: the stream is a monad, signals push and sequences pull, a multicast connection subscribes to its source once, a scheduler turns recursion into iteration, and disposables clean up."
    ),
    demos: [
        unifiedSignals, loginForm, streamMonad, signalEvents, subjects, mergedErrors,
        sequenceHeadTail, sequenceFilterMap, passthroughSubscriber, multicastConnection,
        replayFamily, schedulers, targetQueueScheduler, recursionAsIteration, disposables,
        groupedSignals, channelTwoWayBinding,
    ],
    exercises: [Exercises.loginValidity.exercise, Exercises.lazySquares.exercise, Exercises.oneRequest.exercise],
    standIns: ["RACChannel.swift", "RACCommand.swift", "RACDisposable.swift", "RACGroupedSignal.swift", "RACMulticastConnection.swift", "RACObserve.swift", "RACScheduler.swift", "RACSequence.swift", "RACSignal+Operations.swift", "RACSignal.swift", "RACStream.swift", "RACSubject.swift", "RACSubscriber.swift", "CocoaStandIns.swift"]
)
