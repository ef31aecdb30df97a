import RxCore

/// A headless `UITableView` with one section: each row is the text its cell would show.
public final class Table: View {
    private let shown: Shown<[String]>

    public override init() {
        shown = Shown([], tick: MainThread.tickReader())
        super.init()
    }

    /// The rows shown now.
    public var rows: [String] { shown.value }

    /// Every reload, with its tick.
    public var history: [Change<[String]>] { shown.history }

    /// Replaces every row (`reloadData()`).
    public func reload(rows: [String]) {
        shown.set(rows)
    }
}

extension Reactive where Base: Table {
    /// Binds a sequence of item arrays to the rows; `cellFactory` turns (table, row, item)
    /// into the row's text. Used through the curried `bind(to:)`:
    ///
    ///     cities.bind(to: table.rx.items) { _, row, city in "\(row + 1). \(city)" }
    public func items<Items: Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (Table, Int, Items.Element) -> String) -> Disposable
        where Source.Element == Items {
        { cellFactory in
            let binder = Binder(element: base) { (table: Table, items: Items) in
                table.reload(rows: items.enumerated().map { cellFactory(table, $0.offset, $0.element) })
            }
            return source.bind(to: binder)
        }
    }

    /// Binds ready-made row texts.
    public var rows: Binder<[String]> {
        Binder(element: base) { table, rows in table.reload(rows: rows) }
    }
}
