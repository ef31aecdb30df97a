import CourseKit
import Lesson_variables
import Marbles
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.makeVolume, Exercises.volumeShown]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    public static let makeVolume = Exercise(
        id: "variables-relay",
        name: "MakeVolume",
        shown: makeVolumeScenario(sets: [(2, 7), (6, 9)], watchedAt: 4),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 2...5), in: 2...20, gap: 3)
            let anywhere = random.pick(Array(1...22).filter { !ticks.contains($0) })
            // Variant 1 watches before the first setting, when the volume is still the 5 it
            // starts at: a relay or subject without that start always meets it.
            let early = random.int(in: 1...(ticks[0] - 1))
            let watchedAt = random.inTurn([early, anywhere, anywhere])
            return makeVolumeScenario(sets: ticks.map { ($0, random.int(in: 0...9)) }, watchedAt: watchedAt)
        }
    )

    public static let volumeShown = Exercise(
        id: "variables-end-with-screen",
        name: "VolumeShown",
        shown: volumeShownScenario(initial: 5, sets: [(2, 7), (6, 9)], closedAt: 4),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 3...6), in: 1...24, gap: 3)
            let closedAt = random.pick(Array(ticks[1]...26).filter { !ticks.contains($0) })
            return volumeShownScenario(initial: random.int(in: 0...9), sets: ticks.map { ($0, random.int(in: 0...9)) }, closedAt: closedAt)
        },
        rules: OperatorRules(forbid: OperatorRules.madeByHand)
    )

    /// The volume starts at 5 and is set at some ticks; a watcher arriving at `watchedAt` gets
    /// the current volume at once, then every later setting, and it never ends.
    static func makeVolumeScenario(sets: [(Int, Int)], watchedAt: Int) -> Scenario {
        let current = sets.last { $0.0 < watchedAt }?.1 ?? 5
        let later = sets.filter { $0.0 > watchedAt }.map { ($0.0 - watchedAt, "\($0.1)") }
        return Scenario(MakeVolumeInputs(sets: Diagram(settings(sets)), watchedAt: watchedAt),
                        expected: Expectation(diagram: .of([(0, "\(current)")] + later)))
    }

    /// The settings the harness makes, as a diagram that ends after the last (the harness's own
    /// subscription to it then ends too).
    static func settings(_ sets: [(Int, Int)]) -> String {
        MarbleDiagram.of(sets.map { ($0.0, "\($0.1)") }, completed: sets.last!.0 + 1).drawn
    }

    /// The volume shown from tick 0 (its current value first) until the screen closes, when
    /// the shown volume completes.
    static func volumeShownScenario(initial: Int, sets: [(Int, Int)], closedAt: Int) -> Scenario {
        let shown = [(0, "\(initial)")] + sets.filter { $0.0 < closedAt }.map { ($0.0, "\($0.1)") }
        return Scenario(VolumeShownInputs(initial: initial, sets: Diagram(settings(sets)), screenClosed: Diagram(MarbleDiagram.of([(closedAt, "x")]))),
                        expected: Expectation(diagram: .of(shown, completed: closedAt), subscriptionsEnd: true))
    }
}
