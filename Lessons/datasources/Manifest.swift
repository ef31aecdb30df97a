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
        title: Localized(zh: "把清单分成分区", en: "Split the list into sections"),
        task: Localized(
            zh: "购物清单是一个平的数组。把它分成分区，每个类别一个，分区标题是类别名，分区按类别第一次出现的顺序排列，分区里的物品保持原来的顺序。第 0 拍的清单应该得到 Fruit 2 项、Vegetables 1 项（图里记作 F2V1）；第 6 拍加上牛奶后，再多一个 Dairy 分区（F2V1D1）。",
            en: "The shopping list is a flat array. Split it into sections, one per category, titled with the category, ordered by each category's first appearance, keeping the items' order inside a section. The list at tick 0 should give Fruit with 2 items and Vegetables with 1 (drawn F2V1); after milk is added at tick 6, one more section, Dairy (F2V1D1)."
        ),
        hints: [
            Localized(zh: "用 map 把每个新数组变成一组分区；分组本身是普通的 Swift 代码。", en: "map each new array to an array of sections; the grouping itself is plain Swift."),
            Localized(zh: "先按出现顺序收集类别名（跳过已有的），再为每个类别 filter 出它的物品。", en: "Collect the category names in order of appearance (skipping ones you have), then filter each category's items."),
            Localized(zh: "var names: [String] = []; for g in list where !names.contains(g.category) { names.append(g.category) }; return names.map { name in SectionModel(model: name, items: list.filter { $0.category == name }) }", en: "var names: [String] = []; for g in list where !names.contains(g.category) { names.append(g.category) }; return names.map { name in SectionModel(model: name, items: list.filter { $0.category == name }) }"),
        ],
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
        title: Localized(zh: "选对 identity，让改动原地更新", en: "Pick the right identity so a change updates in place"),
        task: Localized(
            zh: "带动画的数据源靠 identity 认出 \"同一行\"。第 3 拍 Apple 的数量从 1 变成 3，可现在的 identity 把数量也算了进去，数据源只好删掉旧行再插入新行（图里 d1i1）。选一个在数量变化时保持不变的 identity，让这次改动成为一次更新（u1）。第 0 拍的 r 是第一次加载。",
            en: "The animated data source recognises 'the same row' by identity. At tick 3 Apple's quantity goes from 1 to 3, but the current identity includes the quantity, so the data source deletes the old row and inserts a new one (d1i1 in the diagram). Choose an identity that stays the same when the quantity changes, so the change becomes one update (u1). The r at tick 0 is the first load."
        ),
        hints: [
            Localized(zh: "identity 应该是一行在变化中保持不变的部分。", en: "Identity is the part of a row that stays the same while it changes."),
            Localized(zh: "这个清单里每种东西只出现一次，所以名字就能认出一行。", en: "Each grocery appears once in the list, so its name identifies the row."),
            Localized(zh: "return item.name", en: "return item.name"),
        ],
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
