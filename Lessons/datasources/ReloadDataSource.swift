import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// RxTableViewSectionedReloadDataSource: sections with headers, reloaded whole each time.
let reloadDataSource = Demo(
    id: "reload",
    documented: ""
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
    play.sleep(0.5)
}
