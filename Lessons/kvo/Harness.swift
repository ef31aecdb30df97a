import CourseKit
import LessonKit
import Marbles
import RxCore

/// A phone battery whose level can be observed (the exercises' object).
public final class Battery: KVOObject {
    public var level: Int {
        didSet { didChangeValue(forKey: "level") }
    }

    init(level: Int) {
        self.level = level
    }
}

/// A screen that shows its own title, observed through KVO on itself.
public final class InboxController: KVOObject {
    public var title = "Inbox" {
        didSet { didChangeValue(forKey: "title") }
    }
    public let disposeBag = DisposeBag()
    var onDeinit: (() -> Void)?

    deinit { onDeinit?() }
}

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let watchLevel = ExerciseHarness { (attempt: (Battery) -> Observable<Int?>, play, inputs: WatchLevelInputs) in
        var battery: Battery? = Battery(level: inputs.initial)
        let levels = attempt(battery!)
        play.record("result", levels.map { $0.map { "\($0)" } ?? "n" })
        _ = play.hot(inputs.levels).subscribe(onNext: { battery?.level = Int($0) ?? -1 })
        play.at(inputs.releasedAt) { battery = nil }
    }

    public static let showTitle = ExerciseHarness { (attempt: (InboxController, @escaping (String) -> Void) -> Void, play, inputs: ShowTitleInputs) in
        var inbox: InboxController? = InboxController()
        inbox?.onDeinit = { play.print("controller deinit") }
        let show: (String) -> Void = { play.print("title \($0)") }
        attempt(inbox!, show)
        for change in inputs.titles.split(separator: ";") {
            let parts = change.split(separator: "=", maxSplits: 1)
            play.at(Int(parts[0]) ?? 0) { inbox?.title = String(parts[1]) }
        }
        play.at(inputs.closedAt) { inbox = nil }
    }
}

/// What WatchLevel is given: a scenario's inputs, made by the judge.
public struct WatchLevelInputs: ScenarioInputs {
    public let initial: Int
    public let levels: Diagram
    public let releasedAt: Int

    public init(initial: Int, levels: Diagram, releasedAt: Int) {
        self.initial = initial
        self.levels = levels
        self.releasedAt = releasedAt
    }
}

/// What ShowTitle is given: a scenario's inputs, made by the judge.
public struct ShowTitleInputs: ScenarioInputs {
    public let titles: String
    public let closedAt: Int

    public init(titles: String, closedAt: Int) {
        self.titles = titles
        self.closedAt = closedAt
    }
}
