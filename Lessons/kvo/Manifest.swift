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

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let watchLevel = ExerciseHarness(Exercise(
        id: "kvo-observe-weakly",
        name: "WatchLevel",
        shown: watchLevelScenario(initial: 80, changes: [(3, 60)], releasedAt: 6),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 2...5), in: 3...24, gap: 3)
            return watchLevelScenario(initial: random.int(in: 50...99), changes: ticks.map { ($0, random.int(in: 10...49)) },
                                      releasedAt: ticks.last! + random.int(in: 3...5))
        }
    )) { (attempt: (Battery) -> Observable<Int?>, play, scenario) in
        var battery: Battery? = Battery(level: scenario.number("initial"))
        let levels = attempt(battery!)
        play.record("result", levels.map { $0.map { "\($0)" } ?? "n" })
        _ = play.hot(scenario["levels"]).subscribe(onNext: { battery?.level = Int($0) ?? -1 })
        play.at(scenario.number("releasedAt")) { battery = nil }
    }

    /// The battery's level now and at every change, then nil (drawn `n`) and the end when the
    /// battery is released.
    static func watchLevelScenario(initial: Int, changes: [(Int, Int)], releasedAt: Int) -> Scenario {
        let levels = changes.map { ($0.0, "\($0.1)") }
        return Scenario(["initial": "\(initial)", "levels": MarbleDiagram.of(levels, completed: releasedAt - 1).drawn,
                         "releasedAt": "\(releasedAt)"],
                        expected: Expectation(diagram: .of([(0, "\(initial)")] + levels + [(releasedAt, "n")], completed: releasedAt)))
    }

    public static let showTitle = ExerciseHarness(Exercise(
        id: "kvo-retain-self",
        name: "ShowTitle",
        shown: showTitleScenario(titles: [(2, "Inbox (3)")], closedAt: 4),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 2...4), in: 1...12)
            return showTitleScenario(titles: ticks.map { ($0, "Inbox (\(random.int(in: 1...99)))") }, closedAt: ticks.last! + random.int(in: 1...3))
        }
    )) { (attempt: (InboxController, @escaping (String) -> Void) -> Void, play, scenario) in
        var inbox: InboxController? = InboxController()
        inbox?.onDeinit = { play.print("controller deinit") }
        let show: (String) -> Void = { play.print("title \($0)") }
        attempt(inbox!, show)
        for change in scenario["titles"].split(separator: ";") {
            let parts = change.split(separator: "=", maxSplits: 1)
            play.at(Int(parts[0]) ?? 0) { inbox?.title = String(parts[1]) }
        }
        play.at(scenario.number("closedAt")) { inbox = nil }
    }

    /// The title now and after every change, then the controller's deinit when the screen
    /// closes: nothing may keep it alive.
    static func showTitleScenario(titles: [(Int, String)], closedAt: Int) -> Scenario {
        let lines = ["title Inbox"] + titles.map { "title \($0.1)" } + ["controller deinit"]
        return Scenario(["titles": titles.map { "\($0.0)=\($0.1)" }.joined(separator: ";"), "closedAt": "\(closedAt)"],
                        expected: Expectation(output: lines.joined(separator: "\n"), subscriptionsEnd: true))
    }
}
