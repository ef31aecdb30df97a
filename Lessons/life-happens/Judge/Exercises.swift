import CourseKit
import Lesson_life_happens
import Marbles
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.guestCount, Exercises.kitten]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    public static let guestCount = Exercise(
        id: "life-happens-guest-count",
        name: "GuestCount",
        shown: guestCountScenario([(2, "hobbit"), (9, "elf"), (13, "wizard")], end: 20),
        variants: Variants { random in
            let names = ["elf", "orc", "ent", "imp", "dwarf", "troll"].shuffled(using: &random)
            let beings = zip(random.ticks(random.int(in: 2...6), in: 1...40, gap: 6), names).map { ($0, $1) }
            // After the last name, which takes as many columns as it has letters.
            return guestCountScenario(beings, end: beings.last!.0 + beings.last!.1.count + random.int(in: 0...2))
        },
        rules: OperatorRules(forbid: OperatorRules.madeByHand)
    )

    public static let kitten = Exercise(
        id: "life-happens-wrap-callback",
        name: "Kitten",
        shown: kittenScenario(being: "elf", kitten: "tom", delay: 1),
        variants: Variants { random in
            kittenScenario(being: random.pick(["orc", "ent", "imp", "dwarf"]), kitten: random.pick(["kit", "felix", "luna", "mog"]),
                           delay: random.int(in: 2...5))
        },
        rules: OperatorRules(require: ["create"])
    )

    /// Beings arriving at their ticks, then the end: the count starts at 0 and goes up by one
    /// with each arrival.
    static func guestCountScenario(_ beings: [(Int, String)], end: Int) -> Scenario {
        let counts = [(0, "0")] + beings.enumerated().map { ($0.element.0, "\($0.offset + 1)") }
        return Scenario(GuestCountInputs(beings: Diagram(MarbleDiagram.of(beings, completed: end))),
                        expected: Expectation(diagram: .of(counts, completed: end)))
    }

    /// `being` adopts `kitten`, whose name the callback gives `delay` ticks later; the
    /// sequence is that one name, then completed.
    static func kittenScenario(being: String, kitten: String, delay: Int) -> Scenario {
        Scenario(KittenInputs(being: being, kitten: kitten, delay: delay),
                 expected: Expectation(diagram: .of([(delay, kitten)], completed: delay)))
    }
}
