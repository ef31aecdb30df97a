import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// RxTableViewSectionedAnimatedDataSource: only what changed is applied, and drawn here.
let animatedDataSource = Demo(
    id: "animated",
    documented: ""
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
    play.sleep(0.9)
}
