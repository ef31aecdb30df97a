import LessonKit
import RxCocoaKit
import RxCore

/// A grocery with the identity the learner chooses (exercise datasources-identity).
struct IdentifiedGrocery: IdentifiableType, Equatable {
    let grocery: Grocery
    let identity: String
}

/// `F2V1`: each section's first letter and item count, for a marble diagram.
private func summary(_ sections: [SectionModel<String, Grocery>]) -> String {
    sections.map { "\($0.model.prefix(1))\($0.items.count)" }.joined()
}

/// What the exercises' lists are made of.
private let pantry = [
    Grocery(name: "Apple", category: "Fruit", quantity: 1), Grocery(name: "Carrot", category: "Vegetables", quantity: 5),
    Grocery(name: "Banana", category: "Fruit", quantity: 2), Grocery(name: "Milk", category: "Dairy", quantity: 2),
    Grocery(name: "Leek", category: "Vegetables", quantity: 1), Grocery(name: "Cheese", category: "Dairy", quantity: 1),
    Grocery(name: "Bread", category: "Bakery", quantity: 1), Grocery(name: "Pear", category: "Fruit", quantity: 4),
]

private func groceries(_ names: some StringProtocol) -> [Grocery] {
    names.split(separator: ",").compactMap { name in pantry.first { $0.name == name } }
}

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let sections = ExerciseHarness(Exercise(
        id: "datasources-sections",
        name: "Sections",
        shown: sectionsScenario([(0, "Apple,Carrot,Banana"), (6, "Apple,Carrot,Banana,Milk")]),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 2...4), in: 0...40, gap: 9)
            return sectionsScenario(ticks.map { tick in
                (tick, pantry.shuffled(using: &random).prefix(random.int(in: 2...6)).map(\.name).joined(separator: ","))
            })
        },
        rules: OperatorRules(forbid: ["just", "of", "from", "create"])
    )) { (attempt: (Observable<[Grocery]>) -> Observable<[SectionModel<String, Grocery>]>, play, scenario) in
        let list = PublishSubject<[Grocery]>()
        let sections = attempt(list.asObservable())
        play.record("result", sections.map(summary))
        for entry in scenario["lists"].split(separator: ";") {
            let parts = entry.split(separator: "=")
            play.at(Int(parts[0]) ?? 0) { list.onNext(groceries(parts[1])) }
        }
    }

    /// Lists at their ticks; each becomes one section per category, in the order the categories
    /// first appear, drawn as each section's first letter and item count.
    static func sectionsScenario(_ lists: [(Int, String)]) -> Scenario {
        let drawn = lists.map { tick, names -> (Int, String) in
            let items = groceries(names)
            var categories: [String] = []
            for item in items where !categories.contains(item.category) { categories.append(item.category) }
            return (tick, categories.map { category in "\(category.prefix(1))\(items.filter { $0.category == category }.count)" }.joined())
        }
        return Scenario(["lists": lists.map { "\($0.0)=\($0.1)" }.joined(separator: ";")], expected: Expectation(diagram: .of(drawn)))
    }

    public static let identity = ExerciseHarness(Exercise(
        id: "datasources-identity",
        name: "Identity",
        shown: identityScenario(items: "Apple,Banana", changed: 0, at: 3),
        variants: Variants { random in
            let count = random.int(in: 2...5)
            let items = pantry.shuffled(using: &random).prefix(count).map(\.name).joined(separator: ",")
            return identityScenario(items: items, changed: random.int(in: 0...(count - 1)), at: random.int(in: 2...8))
        }
    )) { (attempt: @escaping (Grocery) -> String, play, scenario) in
        MainThread.use(play.scheduler)
        let table = Table()
        let identity: (Grocery) -> String = attempt
        let dataSource = TableViewSectionedAnimatedDataSource<String, IdentifiedGrocery>(configureCell: { _, _, _, row in "\(row.grocery)" })
        let list = BehaviorRelay(value: groceries(scenario["items"]))
        play.record("result", dataSource.changesets.map(\.short))
        let binding = list
            .map { [AnimatableSectionModel(model: "Groceries", items: $0.map { IdentifiedGrocery(grocery: $0, identity: identity($0)) })] }
            .bind(to: table.rx.items(dataSource: dataSource))
        let changeAt = scenario.number("at")
        play.at(changeAt) {
            var next = list.value
            next[scenario.number("changed")].quantity += 2
            list.accept(next)
        }
        play.at(changeAt + 3) {
            binding.dispose()
            withExtendedLifetime(table) {}
        }
    }

    /// The table loads the items, then one item's quantity changes: an update of one row, as
    /// long as the item keeps its identity.
    static func identityScenario(items: String, changed: Int, at tick: Int) -> Scenario {
        Scenario(["items": items, "changed": "\(changed)", "at": "\(tick)"],
                 expected: Expectation(diagram: .of([(0, "r"), (tick, "u1")], disposed: tick + 3)))
    }
}
