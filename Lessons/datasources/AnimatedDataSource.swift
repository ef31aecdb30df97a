import LessonKit
import RxCocoaKit
import RxCore

/// RxTableViewSectionedAnimatedDataSource: only what changed is applied, and drawn here.
let animatedDataSource = Demo(
    id: "animated",
    title: Localized(zh: "带动画的数据源：算出哪些行变了", en: "An animated data source: working out which rows changed"),
    explanation: Localized(
        zh: "带动画的数据源拿新分区和旧分区比较：靠 identity 认出 \"同一行\"，靠 Equatable 看出它的内容变了。于是它能告诉表格：第 2 拍在 [0, 2] 插入 Cherry；第 4 拍删除原来 [0, 1] 的 Banana，同时更新 Apple 的数量；第 6 拍把 Cherry 移到最前面；第 8 拍插入一个新分区 Dairy。表格只对这些行做动画，其余的行原地不动。图里 + 是插入，~ 是更新，→ 是移动到这里，- 是被删掉的行。",
        en: "The animated data source compares the new sections with the old ones: identity tells it that a row is 'the same row', Equatable that its content changed. So it can tell the table: at tick 2 insert Cherry at [0, 2]; at tick 4 delete Banana from [0, 1] and update Apple's quantity; at tick 6 move Cherry to the top; at tick 8 insert a new section, Dairy. The table animates just those rows and leaves the rest in place. In the drawing + is inserted, ~ updated, → moved here, and - a deleted row."
    ),
    documented: "",
    resolution: 1.0,
    note: Localized(
        zh: "文档只提到了 RxDataSources 这个库；这是课程目录里的替身算出的变化，画在模拟表格上。",
        en: "The document only points to the RxDataSources library; these are the changes the stand-in in this lesson's folder works out, drawn on the headless table."
    )
) { play in
    MainThread.use(play.scheduler)
    let table = Table()
    let bag = DisposeBag()
    let dataSource = TableViewSectionedAnimatedDataSource<String, Grocery>(
        configureCell: { _, _, _, item in "\(item)" }
    )
    dataSource.titleForHeaderInSection = { dataSource, index in dataSource.sectionModels[index].model }

    var shown: [GrocerySection] = []
    play.probe("changes", dataSource.changesets.map(\.description))
        .subscribe()
        .disposed(by: bag)
    dataSource.changesets
        .subscribe(onNext: { changeset in
            drawChanges(changeset, old: shown, new: dataSource.sectionModels, table: table, play: play)
            shown = dataSource.sectionModels
        })
        .disposed(by: bag)

    let apple = Grocery(name: "Apple", category: "Fruit", quantity: 1)
    let banana = Grocery(name: "Banana", category: "Fruit", quantity: 2)
    let cherry = Grocery(name: "Cherry", category: "Fruit", quantity: 1)
    let carrot = Grocery(name: "Carrot", category: "Vegetables", quantity: 5)
    let milk = Grocery(name: "Milk", category: "Dairy", quantity: 2)
    var moreApples = apple
    moreApples.quantity = 3
    let vegetables = GrocerySection(model: "Vegetables", items: [carrot])

    let sections = BehaviorRelay(value: [GrocerySection(model: "Fruit", items: [apple, banana]), vegetables])
    sections
        .bind(to: table.rx.items(dataSource: dataSource))
        .disposed(by: bag)
    play.at(2) { sections.accept([GrocerySection(model: "Fruit", items: [apple, banana, cherry]), vegetables]) }
    play.at(4) { sections.accept([GrocerySection(model: "Fruit", items: [moreApples, cherry]), vegetables]) }
    play.at(6) { sections.accept([GrocerySection(model: "Fruit", items: [cherry, moreApples]), vegetables]) }
    play.at(8) {
        sections.accept([GrocerySection(model: "Fruit", items: [cherry, moreApples]), vegetables,
                         GrocerySection(model: "Dairy", items: [milk])])
    }
    play.sleep(9)
}
