import RxCore

/// A headless `UIButton`: `tap()` is the user's touch (`.touchUpInside`).
public final class Button: Control {
    public var title: String?

    public init(title: String? = nil) {
        self.title = title
        super.init()
    }

    /// The user taps the button (nothing happens while it is disabled).
    public func tap() {
        sendActions(for: .touchUpInside)
    }
}

extension Reactive where Base: Button {
    /// Each tap, as `Void`. Traced, a row named `rx.tap` (a property has no line of its own:
    /// the row takes the line of the operator, `subscribe`, `bind` or `drive` consuming it).
    public var tap: ControlEvent<Void> {
        controlEvent(.touchUpInside, traceName: "rx.tap", file: "", line: 0)
    }

    /// Binds `title`.
    public var title: Binder<String?> {
        Binder(element: base) { button, title in button.title = title }
    }
}
