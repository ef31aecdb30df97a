import LessonKit
import RxCocoaKit
import RxCore

/// What counts as "the same row" decides whether a change animates as an update or as a
/// delete and an insert.
let identityDecidesTheAnimation = Demo(
    id: "identity",
    title: Localized(zh: "identity 决定了动画的样子", en: "Identity decides what the animation looks like"),
    explanation: Localized(
        zh: "第 2 刻 Apple 的数量从 1 变成 3。左边的数据源用名字当 identity: 还是同一行, 只是内容变了, 表格原地更新这一行。右边的数据源把整行文字 (名字加数量) 当 identity: 数量一变, 它就认不出这是同一行了, 于是删掉旧行、插入新行, 用户看到这一行闪出又闪入。identity 应该是一行在变化中保持不变的东西 (通常是 id), 变化的内容交给 Equatable。",
        en: "At tick 2 Apple's quantity goes from 1 to 3. The first data source uses the name as identity: it is the same row with new content, so the table updates it in place. The second uses the whole text (name and quantity) as identity: once the quantity changes it no longer recognises the row, so it deletes the old row and inserts a new one, and the user sees the row flash out and in. Identity should be what stays the same while a row changes (usually an id); what changes is for Equatable."
    ),
    documented: "",
    resolution: 1.0,
    note: Localized(
        zh: "文档没有这个例子; 这是课程目录里的 RxDataSources 替身对同一个变化给出的两种结果。",
        en: "The document has no such example; these are the two answers the RxDataSources stand-in in this lesson's folder gives for the same change."
    ),
    virtualOutput: """
    identity = name: reload
    identity = text: reload
    identity = name: update [0, 0]
    identity = text: delete [0, 0]; insert [0, 0]
    """
) { play in
    struct ByName: IdentifiableType, Equatable {
        let grocery: Grocery
        var identity: String { grocery.name }
    }
    struct ByText: IdentifiableType, Equatable {
        let grocery: Grocery
        var identity: String { "\(grocery)" }
    }
    MainThread.use(play.scheduler)
    let bag = DisposeBag()
    let list = BehaviorRelay(value: [Grocery(name: "Apple", category: "Fruit", quantity: 1),
                                     Grocery(name: "Banana", category: "Fruit", quantity: 2)])

    let byNameTable = Table()
    let byName = TableViewSectionedAnimatedDataSource<String, ByName>(configureCell: { _, _, _, row in "\(row.grocery)" })
    play.probe("identity = name", byName.changesets.map(\.short))
        .subscribe(onNext: { _ in })
        .disposed(by: bag)
    byName.changesets
        .subscribe(onNext: { play.print("identity = name: \($0)") })
        .disposed(by: bag)
    list.map { [AnimatableSectionModel(model: "Fruit", items: $0.map(ByName.init))] }
        .bind(to: byNameTable.rx.items(dataSource: byName))
        .disposed(by: bag)

    let byTextTable = Table()
    let byText = TableViewSectionedAnimatedDataSource<String, ByText>(configureCell: { _, _, _, row in "\(row.grocery)" })
    play.probe("identity = text", byText.changesets.map(\.short))
        .subscribe(onNext: { _ in })
        .disposed(by: bag)
    byText.changesets
        .subscribe(onNext: { play.print("identity = text: \($0)") })
        .disposed(by: bag)
    list.map { [AnimatableSectionModel(model: "Fruit", items: $0.map(ByText.init))] }
        .bind(to: byTextTable.rx.items(dataSource: byText))
        .disposed(by: bag)

    play.at(2) {
        var next = list.value
        next[0].quantity = 3
        list.accept(next)
    }
    play.sleep(3)
}
