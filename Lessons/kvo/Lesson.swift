import LessonKit

public let lesson = Lesson(
    id: "kvo",
    title: Localized(zh: "KVO：观察对象的属性", en: "KVO: observing an object's properties"),
    source: "001_62d64e49416536a5.txt § KVO",
    summary: Localized(
        zh: "KVO 让你把一个对象的属性变成序列：先给当前值，之后每次改变都发出来。rx.observe 会持有被观察的对象，rx.observeWeakly 不会，对象消失时它发出 nil 并结束。Linux 上没有 Objective-C 的 KVO，这一课用课程目录里的一个替身：属性在 didSet 里通知变化，用 Swift 的 key path 代替字符串。",
        en: "KVO turns an object's property into a sequence: the current value first, then every change. rx.observe holds the object it observes, rx.observeWeakly does not and sends nil and completes when the object goes away. Linux has no Objective-C KVO, so this lesson uses a stand-in from its own folder: properties announce changes from didSet, and Swift key paths replace the strings."
    ),
    demos: [observeTheFrame, observeKeepsTheViewAlive, observeWeaklyFinishesWithNil, retainSelfFalseForPathsFromSelf, structsChangeThroughTheirOwner],
    exercises: [Exercises.watchLevel.exercise, Exercises.showTitle.exercise],
    standIns: ["KVOStandIn.swift"]
)
