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

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let sections = ExerciseHarness(Exercise(
        id: "datasources-sections",
        name: "Sections",
        expected: Expectation(marbles: "F2V1--F2V1D1-->")
    )) { (attempt: (Observable<[Grocery]>) -> Observable<[SectionModel<String, Grocery>]>, play) in
        let apple = Grocery(name: "Apple", category: "Fruit", quantity: 1)
        let carrot = Grocery(name: "Carrot", category: "Vegetables", quantity: 5)
        let banana = Grocery(name: "Banana", category: "Fruit", quantity: 2)
        let milk = Grocery(name: "Milk", category: "Dairy", quantity: 2)
        let list = PublishSubject<[Grocery]>()
        let sections = attempt(list.asObservable())
        play.record("result", sections.map(summary))
        play.at(0) { list.onNext([apple, carrot, banana]) }
        play.at(6) { list.onNext([apple, carrot, banana, milk]) }
    }

    public static let identity = ExerciseHarness(Exercise(
        id: "datasources-identity",
        name: "Identity",
        expected: Expectation(marbles: "r--u1-->")
    )) { (attempt: @escaping (Grocery) -> String, play) in
        MainThread.use(play.scheduler)
        let table = Table()
        let identity: (Grocery) -> String = attempt
        let dataSource = TableViewSectionedAnimatedDataSource<String, IdentifiedGrocery>(configureCell: { _, _, _, row in "\(row.grocery)" })
        let list = BehaviorRelay(value: [Grocery(name: "Apple", category: "Fruit", quantity: 1),
                                         Grocery(name: "Banana", category: "Fruit", quantity: 2)])
        play.record("result", dataSource.changesets.map(\.short))
        let binding = list
            .map { [AnimatableSectionModel(model: "Fruit", items: $0.map { IdentifiedGrocery(grocery: $0, identity: identity($0)) })] }
            .bind(to: table.rx.items(dataSource: dataSource))
        play.at(3) {
            var next = list.value
            next[0].quantity = 3
            list.accept(next)
        }
        play.at(6) {
            binding.dispose()
            withExtendedLifetime(table) {}
        }
    }
}
