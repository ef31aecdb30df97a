import LessonKit
import RxCore

/// The same program with RxSwift 6's BehaviorRelay: no Completed lines.
let behaviorRelayInstead = Demo(
    id: "behavior-relay",
    title: Localized(zh: "RxSwift 6：同一段程序换成 BehaviorRelay", en: "RxSwift 6: the same program with BehaviorRelay"),
    explanation: Localized(
        zh: "RxSwift 6 里 Variable 已被移除，对应的是 BehaviorRelay(value: 0)：读 value，用 accept(_:) 写。订阅时同样先收到当前值，所以前十行完全一样。区别在最后：relay 被释放时什么也不发，订阅者永远收不到 completed，图上的两条线一直延续下去。",
        en: "RxSwift 6 removed Variable; its replacement is BehaviorRelay(value: 0): read value, write with accept(_:). A subscriber still gets the current value first, so the first ten lines are the same. The difference is at the end: a relay sends nothing when it is deallocated, the subscribers never receive completed, and both lines in the diagram go on."
    ),
    documented: """
    Before first subscription ---
    First 0
    Before send 1
    First 1
    Before second subscription ---
    Second 1
    Before send 2
    First 2
    Second 2
    End ---
    Completed 1
    Completed 2
    """,
    resolution: 1.0,
    note: Localized(
        zh: "左边是文档里 Variable 版本的输出；右边是 RxSwift 6 的 BehaviorRelay 版本，少了最后两行 Completed，因为 relay 永远不会结束。",
        en: "On the left, the document's output for the Variable version; on the right, RxSwift 6's BehaviorRelay version, without the two Completed lines, because a relay never completes."
    )
) { play in
    do {
        let relay = BehaviorRelay(value: 0)
        firstAndSecondSubscribers(play, values: relay.asObservable(), send: relay.accept)
        withExtendedLifetime(relay) {}
    }
}
