import LessonKit
import RxCocoaKit
import RxCore

/// RxTableViewSectionedReloadDataSource: sections with headers, reloaded whole each time.
let reloadDataSource = Demo(
    id: "reload",
    title: Localized(zh: "分区数据源：每次整表重载", en: "A sectioned data source: the whole table reloads"),
    explanation: Localized(
        zh: "购物清单按类别分成两个分区。数据源说明怎样显示一个单元格（configureCell）和分区标题（titleForHeaderInSection），然后把分区数组绑定到 table.rx.items(dataSource:)。这是 reload 版的数据源：每来一组新的分区，整张表重新加载（reloadData），它不知道也不关心哪一行变了。第 2 拍加上 Cherry，第 4 拍去掉 Banana。",
        en: "A shopping list in two sections, by category. The data source says how to show a cell (configureCell) and a section header (titleForHeaderInSection); the array of sections is then bound to table.rx.items(dataSource:). This is the reload flavour: every new array of sections reloads the whole table (reloadData), without knowing or caring which row changed. Cherry is added at tick 2, Banana removed at tick 4."
    ),
    documented: "",
    resolution: 1.0,
    note: Localized(
        zh: "文档只提到了 RxDataSources 这个库；这是课程目录里的替身在模拟表格上的显示。",
        en: "The document only points to the RxDataSources library; this is what the stand-in in this lesson's folder shows on the headless table."
    )
) { play in
    MainThread.use(play.scheduler)
    let table = Table()
    let bag = DisposeBag()
    let dataSource = TableViewSectionedReloadDataSource<SectionModel<String, Grocery>>(
        configureCell: { _, _, _, item in "\(item)" }
    )
    dataSource.titleForHeaderInSection = { dataSource, index in dataSource.sectionModels[index].model }

    let sections = BehaviorRelay(value: [
        SectionModel(model: "Fruit", items: [Grocery(name: "Apple", category: "Fruit", quantity: 1),
                                             Grocery(name: "Banana", category: "Fruit", quantity: 2)]),
        SectionModel(model: "Vegetables", items: [Grocery(name: "Carrot", category: "Vegetables", quantity: 5)]),
    ])
    play.probe("sections", sections.map { $0.map { "\($0.model) \($0.items.count)" }.joined(separator: ", ") })
        .subscribe()
        .disposed(by: bag)
    sections
        .bind(to: table.rx.items(dataSource: dataSource))
        .disposed(by: bag)
    // Print each reload of the table.
    func show() {
        play.print("t=\(play.now) reloadData")
        table.rows.forEach { play.print("  \($0)") }
    }
    show()
    play.at(2) {
        var next = sections.value
        next[0].items.append(Grocery(name: "Cherry", category: "Fruit", quantity: 1))
        sections.accept(next)
        show()
    }
    play.at(4) {
        var next = sections.value
        next[0].items.remove(at: 1)
        sections.accept(next)
        show()
    }
    play.sleep(5)
}
