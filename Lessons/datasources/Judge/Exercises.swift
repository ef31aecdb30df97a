import CourseKit
import Lesson_datasources
import RxCocoaKit
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.sections, Exercises.identity]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    public static let sections = Exercise(
        id: "datasources-sections",
        name: "Sections",
        shown: sectionsScenario([(0, "Apple,Carrot,Banana"), (6, "Apple,Carrot,Banana,Milk")]),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 2...4), in: 0...40, gap: 9)
            return sectionsScenario(ticks.map { tick in
                (tick, pantry.shuffled(using: &random).prefix(random.int(in: 2...6)).map(\.name).joined(separator: ","))
            })
        },
        rules: OperatorRules(forbid: OperatorRules.madeByHand)
    )

    public static let identity = Exercise(
        id: "datasources-identity",
        name: "Identity",
        shown: identityScenario(items: "Apple,Banana", changed: 0, at: 3),
        variants: Variants { random in
            let shuffled = pantry.shuffled(using: &random)
            // Variant 1 changes the first item whose category an earlier item has (there is one
            // among any five: four categories), so an identity two items can share (their
            // category) always meets two rows it cannot tell apart.
            let repeated = shuffled.indices.first { index in shuffled[..<index].contains { $0.category == shuffled[index].category } }!
            let count = random.int(in: 2...5)
            let anyItem = random.int(in: 0...(count - 1))
            let shownCount = random.inTurn([max(count, repeated + 1), count, count])
            let changed = random.inTurn([repeated, anyItem, anyItem])
            let items = shuffled.prefix(shownCount).map(\.name).joined(separator: ",")
            return identityScenario(items: items, changed: changed, at: random.int(in: 2...8))
        }
    )

    /// Lists at their ticks; each becomes one section per category, in the order the categories
    /// first appear, drawn as each section's first letter and item count.
    static func sectionsScenario(_ lists: [(Int, String)]) -> Scenario {
        let drawn = lists.map { tick, names -> (Int, String) in
            let items = groceries(names)
            var categories: [String] = []
            for item in items where !categories.contains(item.category) { categories.append(item.category) }
            return (tick, categories.map { category in "\(category.prefix(1))\(items.filter { $0.category == category }.count)" }.joined())
        }
        return Scenario(SectionsInputs(lists: lists.map { "\($0.0)=\($0.1)" }.joined(separator: ";")), expected: Expectation(diagram: .of(drawn)))
    }

    /// The table loads the items, then one item's quantity changes: an update of one row, as
    /// long as the item keeps its identity. (The harness then disposes the binding, not the
    /// recorded changesets, so the row has no `!`.)
    static func identityScenario(items: String, changed: Int, at tick: Int) -> Scenario {
        Scenario(IdentityInputs(items: items, changed: changed, at: tick),
                 expected: Expectation(diagram: .of([(0, "r"), (tick, "u1")])))
    }
}
