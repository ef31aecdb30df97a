import RxCocoaKit
import RxCore

// A small stand-in for RxDataSources, in this lesson's folder (RxCocoaKit's Table has one
// section of rows and no data sources). It keeps RxDataSources' shape: section models, a
// reload data source, an animated data source that works out what changed, and
// `sections.bind(to: table.rx.items(dataSource: dataSource))`. The headless table shows
// sections as rows: a header row `[Fruit]`, then the section's cells, indented.

/// A section: what its header shows (`model`) and its items.
protocol SectionModelType {
    associatedtype Item
    var items: [Item] { get }
}

/// RxDataSources' `SectionModel<Section, ItemType>`.
public struct SectionModel<Section, ItemType>: SectionModelType {
    public var model: Section
    public var items: [ItemType]

    public init(model: Section, items: [ItemType]) {
        self.model = model
        self.items = items
    }
}

/// Something with a stable identity: the same row before and after a change.
protocol IdentifiableType {
    associatedtype Identity: Hashable
    var identity: Identity { get }
}

extension String: IdentifiableType {
    var identity: String { self }
}

/// RxDataSources' `AnimatableSectionModel`: sections and items the animated data source can
/// tell apart (identity) and compare (Equatable, to see that an item changed).
struct AnimatableSectionModel<Section: IdentifiableType, ItemType: IdentifiableType & Equatable>: SectionModelType {
    var model: Section
    var items: [ItemType]
}

/// A row's place in a sectioned table (`IndexPath`'s role), printed as `[section, row]`.
struct ItemPath: Hashable, CustomStringConvertible {
    let section: Int
    let row: Int
    var description: String { "[\(section), \(row)]" }
}

/// What the data source builds the table from: header rows and cell rows.
private func renderRows<S: SectionModelType>(_ sections: [S], title: (Int) -> String?, cell: (ItemPath, S.Item) -> String) -> [String] {
    var rows: [String] = []
    for (s, section) in sections.enumerated() {
        if let header = title(s) { rows.append("[\(header)]") }
        for (r, item) in section.items.enumerated() {
            rows.append("  " + cell(ItemPath(section: s, row: r), item))
        }
    }
    return rows
}

/// RxDataSources' `RxTableViewSectionedReloadDataSource`: every new array of sections reloads
/// the whole table (`reloadData()`); nothing is animated.
final class TableViewSectionedReloadDataSource<Section: SectionModelType> {
    typealias ConfigureCell = (TableViewSectionedReloadDataSource<Section>, Table, ItemPath, Section.Item) -> String
    let configureCell: ConfigureCell
    var titleForHeaderInSection: (TableViewSectionedReloadDataSource<Section>, Int) -> String? = { _, _ in nil }
    private(set) var sectionModels: [Section] = []

    init(configureCell: @escaping ConfigureCell) {
        self.configureCell = configureCell
    }

    subscript(path: ItemPath) -> Section.Item {
        sectionModels[path.section].items[path.row]
    }

    fileprivate func apply(_ sections: [Section], to table: Table) {
        sectionModels = sections
        table.reload(rows: renderRows(sections, title: { titleForHeaderInSection(self, $0) }, cell: { configureCell(self, table, $0, $1) }))
    }
}

/// What the animated data source found out between two arrays of sections: the batch
/// updates a `UITableView` would animate.
struct Changeset: CustomStringConvertible {
    var isInitial = false
    var insertedSections: [Int] = []
    var deletedSections: [Int] = []
    var deleted: [ItemPath] = []
    var inserted: [ItemPath] = []
    var moved: [(from: ItemPath, to: ItemPath)] = []
    var updated: [ItemPath] = []

    /// e.g. `delete [0, 1]; insert [0, 2]`, `reload` for the first load.
    var description: String {
        if isInitial { return "reload" }
        var parts: [String] = []
        if !deletedSections.isEmpty { parts.append("delete section \(deletedSections.map(String.init).joined(separator: ", "))") }
        if !insertedSections.isEmpty { parts.append("insert section \(insertedSections.map(String.init).joined(separator: ", "))") }
        if !deleted.isEmpty { parts.append("delete \(deleted.map(\.description).joined(separator: ", "))") }
        if !inserted.isEmpty { parts.append("insert \(inserted.map(\.description).joined(separator: ", "))") }
        if !moved.isEmpty { parts.append("move \(moved.map { "\($0.from) → \($0.to)" }.joined(separator: ", "))") }
        if !updated.isEmpty { parts.append("update \(updated.map(\.description).joined(separator: ", "))") }
        return parts.isEmpty ? "nothing" : parts.joined(separator: "; ")
    }

    /// One short token for a marble diagram: `r` (reload), else counts like `d1i1`, `u1`.
    var short: String {
        if isInitial { return "r" }
        let counts = [("D", deletedSections.count), ("I", insertedSections.count), ("d", deleted.count),
                      ("i", inserted.count), ("m", moved.count), ("u", updated.count)]
        let text = counts.filter { $0.1 > 0 }.map { "\($0.0)\($0.1)" }.joined()
        return text.isEmpty ? "n" : text
    }
}

/// Works out the changes from `old` to `new` by identity: sections and items that are gone
/// are deleted, new ones inserted, items whose place changed moved (those off the longest
/// run kept in order), and items with the same identity but a different value updated.
func changes<S: IdentifiableType, I: IdentifiableType & Equatable>(
    from old: [AnimatableSectionModel<S, I>], to new: [AnimatableSectionModel<S, I>]
) -> Changeset {
    var changes = Changeset()
    let oldSections = old.map(\.model.identity)
    let newSections = new.map(\.model.identity)
    changes.deletedSections = oldSections.indices.filter { !newSections.contains(oldSections[$0]) }
    changes.insertedSections = newSections.indices.filter { !oldSections.contains(newSections[$0]) }

    // Items of sections on both sides, by identity.
    var before: [I.Identity: (path: ItemPath, item: I)] = [:]
    for (s, section) in old.enumerated() where newSections.contains(section.model.identity) {
        for (r, item) in section.items.enumerated() { before[item.identity] = (ItemPath(section: s, row: r), item) }
    }
    var after: [I.Identity: (path: ItemPath, item: I)] = [:]
    for (s, section) in new.enumerated() where oldSections.contains(section.model.identity) {
        for (r, item) in section.items.enumerated() { after[item.identity] = (ItemPath(section: s, row: r), item) }
    }
    for section in old where newSections.contains(section.model.identity) {
        for item in section.items where after[item.identity] == nil { changes.deleted.append(before[item.identity]!.path) }
    }
    for section in new where oldSections.contains(section.model.identity) {
        for item in section.items where before[item.identity] == nil { changes.inserted.append(after[item.identity]!.path) }
    }
    // Items kept: moved when they changed section or fell out of the longest run kept in order.
    for (s, section) in new.enumerated() where oldSections.contains(section.model.identity) {
        let oldIndex = oldSections.firstIndex(of: section.model.identity)!
        let keptNew = section.items.map(\.identity).filter { before[$0]?.path.section == oldIndex }
        let keptOld = old[oldIndex].items.map(\.identity).filter { after[$0]?.path.section == s }
        let inOrder = longestCommonSubsequence(keptOld, keptNew)
        for item in section.items {
            guard let was = before[item.identity] else { continue }
            let now = after[item.identity]!
            if was.path.section != oldIndex || !inOrder.contains(item.identity) {
                changes.moved.append((was.path, now.path))
            } else if was.item != item {
                changes.updated.append(now.path)
            }
        }
    }
    return changes
}

private func longestCommonSubsequence<T: Hashable>(_ a: [T], _ b: [T]) -> Set<T> {
    guard !a.isEmpty, !b.isEmpty else { return [] }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
    }
    var result: Set<T> = []
    var i = 0, j = 0
    while i < a.count && j < b.count {
        if a[i] == b[j] { result.insert(a[i]); i += 1; j += 1 } else if table[i + 1][j] > table[i][j + 1] { i += 1 } else { j += 1 }
    }
    return result
}

/// RxDataSources' `RxTableViewSectionedAnimatedDataSource`: compares each new array of
/// sections with the previous one and applies only the differences (the batch updates a
/// `UITableView` animates). The headless table then shows the new rows; `changesets`
/// (lesson only) tells what was animated, so a demo can print and draw it.
final class TableViewSectionedAnimatedDataSource<S: IdentifiableType, I: IdentifiableType & Equatable> {
    typealias Section = AnimatableSectionModel<S, I>
    typealias ConfigureCell = (TableViewSectionedAnimatedDataSource<S, I>, Table, ItemPath, I) -> String
    let configureCell: ConfigureCell
    var titleForHeaderInSection: (TableViewSectionedAnimatedDataSource<S, I>, Int) -> String? = { _, _ in nil }
    private(set) var sectionModels: [Section] = []
    private var loaded = false
    private let changesRelay = PublishRelay<Changeset>()

    /// Every set of changes applied, the first load included (as `reload`).
    var changesets: Observable<Changeset> { changesRelay.asObservable() }

    init(configureCell: @escaping ConfigureCell) {
        self.configureCell = configureCell
    }

    subscript(path: ItemPath) -> I {
        sectionModels[path.section].items[path.row]
    }

    fileprivate func apply(_ sections: [Section], to table: Table) {
        let changeset = loaded ? changes(from: sectionModels, to: sections) : Changeset(isInitial: true)
        loaded = true
        sectionModels = sections
        table.reload(rows: renderRows(sections, title: { titleForHeaderInSection(self, $0) }, cell: { configureCell(self, table, $0, $1) }))
        changesRelay.accept(changeset)
    }
}

extension Reactive where Base: Table {
    /// `sections.bind(to: table.rx.items(dataSource: dataSource))`, reload flavour.
    func items<Section, Source: ObservableType>(dataSource: TableViewSectionedReloadDataSource<Section>)
        -> (_ source: Source) -> Disposable where Source.Element == [Section] {
        { source in
            source.bind(to: Binder(base) { table, sections in dataSource.apply(sections, to: table) })
        }
    }

    /// `sections.bind(to: table.rx.items(dataSource: dataSource))`, animated flavour.
    func items<S, I, Source: ObservableType>(dataSource: TableViewSectionedAnimatedDataSource<S, I>)
        -> (_ source: Source) -> Disposable where Source.Element == [AnimatableSectionModel<S, I>] {
        { source in
            source.bind(to: Binder(base) { table, sections in dataSource.apply(sections, to: table) })
        }
    }
}
