import LessonKit
import RxCore

/// A phone battery whose level can be observed (the exercises' object).
public final class Battery: KVOObject {
    public var level: Int {
        didSet { didChangeValue(for: \Battery.level) }
    }

    init(level: Int) {
        self.level = level
    }
}

/// A screen that shows its own title, observed through KVO on itself.
public final class InboxController: KVOObject {
    public var title = "Inbox" {
        didSet { didChangeValue(for: \InboxController.title) }
    }
    public let disposeBag = DisposeBag()
    var onDeinit: (() -> Void)?

    deinit { onDeinit?() }
}

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let watchLevel = ExerciseHarness(Exercise(
        id: "kvo-observe-weakly",
        name: "WatchLevel",
        expected: Expectation(marbles: "80-60-(n|)")
    )) { (attempt: (Battery) -> Observable<Int?>, play) in
        var battery: Battery? = Battery(level: 80)
        let levels = attempt(battery!)
        play.record("result", levels.map { $0.map { "\($0)" } ?? "n" })
        play.at(3) { battery?.level = 60 }
        play.at(6) { battery = nil }
    }

    public static let showTitle = ExerciseHarness(Exercise(
        id: "kvo-retain-self",
        name: "ShowTitle",
        expected: Expectation(output: """
        title Inbox
        title Inbox (3)
        controller deinit
        """, subscriptionsEnd: true)
    )) { (attempt: (InboxController, @escaping (String) -> Void) -> Void, play) in
        var inbox: InboxController? = InboxController()
        inbox?.onDeinit = { play.print("controller deinit") }
        let show: (String) -> Void = { play.print("title \($0)") }
        attempt(inbox!, show)
        play.at(2) { inbox?.title = "Inbox (3)" }
        play.at(4) { inbox = nil }
    }
}
