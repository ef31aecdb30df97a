import LessonKit
import RxCocoaKit
import RxCore

/// What counts as "the same row" decides whether a change animates as an update or as a
/// delete and an insert.
let identityDecidesTheAnimation = Demo(
    id: "identity",
    title: Localized(zh: "identity 决定了动画的样子", en: "Identity decides what the animation looks like"),
    explanation: Localized(
        zh: "第 2 拍 Apple 的数量从 1 变成 3。左边的数据源用名字当 identity：还是同一行，只是内容变了，表格原地更新这一行。右边的数据源把整行文字（名字加数量）当 identity：数量一变，它就认不出这是同一行了，于是删掉旧行、插入新行，用户看到这一行闪出又闪入。identity 应该是一行在变化中保持不变的东西（通常是 id），变化的内容交给 Equatable。",
        en: "At tick 2 Apple's quantity goes from 1 to 3. The first data source uses the name as identity: it is the same row with new content, so the table updates it in place. The second uses the whole text (name and quantity) as identity: once the quantity changes it no longer recognises the row, so it deletes the old row and inserts a new one, and the user sees the row flash out and in. Identity should be what stays the same while a row changes (usually an id); what changes is for Equatable."
    ),
    documented: "",
    resolution: 1.0,
    note: Localized(
        zh: "文档没有这个例子；这是课程目录里的 RxDataSources 替身对同一个变化给出的两种结果。",
        en: "The document has no such example; these are the two answers the RxDataSources stand-in in this lesson's folder gives for the same change."
    )
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
    play.sleep(3)
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
