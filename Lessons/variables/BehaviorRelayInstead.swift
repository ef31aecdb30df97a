import CourseKit
import LessonKit
import RxCore

/// The same program with RxSwift 6's BehaviorRelay: no Completed lines.
let behaviorRelayInstead = Demo(
    id: "behavior-relay",
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
    """
) { play in
    do {
        let relay = BehaviorRelay(value: 0)
        firstAndSecondSubscribers(play, values: relay.asObservable(), send: relay.accept)
        withExtendedLifetime(relay) {}
    }
}
