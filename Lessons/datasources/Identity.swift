import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// What counts as "the same row" decides whether a change animates as an update or as a
/// delete and an insert.
let identityDecidesTheAnimation = Demo(
    id: "identity",
    documented: ""
) { play in
    MainThread.use(play.scheduler)
    let bag = DisposeBag()
    let list = BehaviorRelay(value: [Grocery(name: "Apple", category: "Fruit", quantity: 1),
                                     Grocery(name: "Banana", category: "Fruit", quantity: 2)])

    let byNameTable = tableShowingChanges(of: list, rows: ByName.self, name: "identity = name", play, bag)
    let byTextTable = tableShowingChanges(of: list, rows: ByText.self, name: "identity = text", play, bag)

    play.at(2) {
        var next = list.value
        next[0].quantity = 3
        list.accept(next)
    }
    play.sleep(0.3)
    withExtendedLifetime((byNameTable, byTextTable)) {}
}

/// A row of the demo's tables: a grocery, with the identity its type chooses.
private protocol GroceryRow: IdentifiableType, Equatable {
    var grocery: Grocery { get }
    init(grocery: Grocery)
}

/// The name is the identity: a new quantity is the same row, changed.
struct ByName: GroceryRow {
    let grocery: Grocery
    var identity: String { grocery.name }
}

/// The whole text (name and quantity) is the identity: a new quantity is another row.
struct ByText: GroceryRow {
    let grocery: Grocery
    var identity: String { "\(grocery)" }
}

/// Binds `list` to a new table through an animated data source of `Row`s, and shows every
/// change that data source applies: drawn as the marble row `name` and printed after `name`.
private func tableShowingChanges<Row: GroceryRow>(
    of list: BehaviorRelay<[Grocery]>, rows: Row.Type, name: String, _ play: Playground, _ bag: DisposeBag
) -> Table {
    let table = Table()
    let dataSource = TableViewSectionedAnimatedDataSource<String, Row>(configureCell: { _, _, _, row in "\(row.grocery)" })
    play.probe(name, dataSource.changesets.map(\.description))
        .subscribe(onNext: { _ in })
        .disposed(by: bag)
    dataSource.changesets
        .subscribe(onNext: { play.print("\(name): \($0)") })
        .disposed(by: bag)
    list.map { [AnimatableSectionModel(model: "Fruit", items: $0.map(Row.init(grocery:)))] }
        .bind(to: table.rx.items(dataSource: dataSource))
        .disposed(by: bag)
    return table
}
