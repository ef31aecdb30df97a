import LessonKit

public let lesson = Lesson(
    id: "variables",
    title: Localized(zh: "Variable 与 BehaviorRelay", en: "Variable and BehaviorRelay"),
    source: "001_62d64e49416536a5.txt § Variables",
    summary: Localized(
        zh: "Variable 是一个总有当前值的状态：新的订阅者马上拿到当前值，之后每次赋值都会收到；它不能发出 error，只在自己被释放时发出 completed。RxSwift 5 把 Variable 标为废弃，RxSwift 6 删掉了它，换成 RxRelay 模块里的 BehaviorRelay：用 accept(_:) 赋值，永远不会结束，所以订阅要靠 DisposeBag 或 take(until:) 来结束。",
        en: "A Variable is state that always has a current value: a new subscriber gets it at once, then every assignment; it cannot fail and completes only when it is deallocated. RxSwift 5 deprecated Variable and RxSwift 6 removed it, in favour of BehaviorRelay from the RxRelay module: you set it with accept(_:) and it never completes, so subscriptions end through a DisposeBag or take(until:)."
    ),
    demos: [variableWithTwoSubscribers, behaviorRelayInstead, relaySubscriptionsEndWithTheirOwner],
    exercises: [Exercises.makeVolume.exercise, Exercises.volumeShown.exercise]
)
