import RxCore

/// A headless `UILabel`: the text it shows, and every text it was given with its tick.
public final class Label: View {
    private let shown: Shown<String?>

    public init(text: String? = nil) {
        shown = Shown(text, tick: MainThread.tickReader())
        super.init()
    }

    /// The text shown now. Setting it records a `Change` in `history`.
    public var text: String? {
        get { shown.value }
        set { shown.set(newValue) }
    }

    /// Every text set since creation, with the virtual tick it was set on.
    public var history: [Change<String?>] { shown.history }
}

extension Reactive where Base: Label {
    /// Binds `text` (on the main thread; see `Binder`).
    public var text: Binder<String?> {
        Binder(element: base) { label, text in label.text = text }
    }

    /// Each text the label is given from now on (`nil` as ""), for printing or a marble row:
    /// `play.record("tempLabel", tempLabel.rx.textChanges)`. Never completes.
    public var textChanges: Observable<String> {
        base.textRelay.map { $0 ?? "" }
    }
}

extension Label {
    var textRelay: PublishRelay<String?> { shown.changes }
}
