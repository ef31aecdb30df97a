import CourseKit
import Lesson_kvo
import Marbles
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.watchLevel, Exercises.showTitle]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    public static let watchLevel = Exercise(
        id: "kvo-observe-weakly",
        name: "WatchLevel",
        shown: watchLevelScenario(initial: 80, changes: [(3, 60)], releasedAt: 6),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 2...5), in: 3...24, gap: 3)
            return watchLevelScenario(initial: random.int(in: 50...99), changes: ticks.map { ($0, random.int(in: 10...49)) },
                                      releasedAt: ticks.last! + random.int(in: 3...5))
        }
    )

    public static let showTitle = Exercise(
        id: "kvo-retain-self",
        name: "ShowTitle",
        shown: showTitleScenario(titles: [(2, "Inbox (3)")], closedAt: 4),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 2...4), in: 1...12)
            return showTitleScenario(titles: ticks.map { ($0, "Inbox (\(random.int(in: 1...99)))") }, closedAt: ticks.last! + random.int(in: 1...3))
        }
    )

    /// The battery's level now and at every change, then nil (drawn `n`) and the end when the
    /// battery is released.
    static func watchLevelScenario(initial: Int, changes: [(Int, Int)], releasedAt: Int) -> Scenario {
        let levels = changes.map { ($0.0, "\($0.1)") }
        return Scenario(WatchLevelInputs(initial: initial, levels: Diagram(MarbleDiagram.of(levels, completed: releasedAt - 1)), releasedAt: releasedAt),
                        expected: Expectation(diagram: .of([(0, "\(initial)")] + levels + [(releasedAt, "n")], completed: releasedAt)))
    }

    /// The title now and after every change, then the controller's deinit when the screen
    /// closes: nothing may keep it alive.
    static func showTitleScenario(titles: [(Int, String)], closedAt: Int) -> Scenario {
        let lines = ["title Inbox"] + titles.map { "title \($0.1)" } + ["controller deinit"]
        return Scenario(ShowTitleInputs(titles: titles.map { "\($0.0)=\($0.1)" }.joined(separator: ";"), closedAt: closedAt),
                        expected: Expectation(output: lines.joined(separator: "\n"), subscriptionsEnd: true))
    }
}
