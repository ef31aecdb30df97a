import CourseKit
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
public let pantry = [
    Grocery(name: "Apple", category: "Fruit", quantity: 1), Grocery(name: "Carrot", category: "Vegetables", quantity: 5),
    Grocery(name: "Banana", category: "Fruit", quantity: 2), Grocery(name: "Milk", category: "Dairy", quantity: 2),
    Grocery(name: "Leek", category: "Vegetables", quantity: 1), Grocery(name: "Cheese", category: "Dairy", quantity: 1),
    Grocery(name: "Bread", category: "Bakery", quantity: 1), Grocery(name: "Pear", category: "Fruit", quantity: 4),
]

public func groceries(_ names: some StringProtocol) -> [Grocery] {
    names.split(separator: ",").compactMap { name in pantry.first { $0.name == name } }
}

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let sections = ExerciseHarness { (attempt: (Observable<[Grocery]>) -> Observable<[SectionModel<String, Grocery>]>, play, inputs: SectionsInputs) in
        let list = PublishSubject<[Grocery]>()
        let sections = attempt(list.asObservable())
        play.record("result", sections.map(summary))
        for entry in inputs.lists.split(separator: ";") {
            let parts = entry.split(separator: "=")
            play.at(Int(parts[0]) ?? 0) { list.onNext(groceries(parts[1])) }
        }
    }

    public static let identity = ExerciseHarness { (attempt: @escaping (Grocery) -> String, play, inputs: IdentityInputs) in
        MainThread.use(play.scheduler)
        let table = Table()
        let identity: (Grocery) -> String = attempt
        let dataSource = TableViewSectionedAnimatedDataSource<String, IdentifiedGrocery>(configureCell: { _, _, _, row in "\(row.grocery)" })
        let list = BehaviorRelay(value: groceries(inputs.items))
        play.record("result", dataSource.changesets.map(\.short))
        let binding = list
            .map { [AnimatableSectionModel(model: "Groceries", items: $0.map { IdentifiedGrocery(grocery: $0, identity: identity($0)) })] }
            .bind(to: table.rx.items(dataSource: dataSource))
        let changeAt = inputs.at
        play.at(changeAt) {
            var next = list.value
            next[inputs.changed].quantity += 2
            list.accept(next)
        }
        play.at(changeAt + 3) {
            binding.dispose()
            withExtendedLifetime(table) {}
        }
    }
}

/// What Sections is given: a scenario's inputs, made by the judge.
public struct SectionsInputs: ScenarioInputs {
    public let lists: String

    public init(lists: String) {
        self.lists = lists
    }
}

/// What Identity is given: a scenario's inputs, made by the judge.
public struct IdentityInputs: ScenarioInputs {
    public let items: String
    public let changed: Int
    public let at: Int

    public init(items: String, changed: Int, at: Int) {
        self.items = items
        self.changed = changed
        self.at = at
    }
}
