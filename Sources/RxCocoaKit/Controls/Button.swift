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
    /// Each tap, as `Void`.
    public var tap: ControlEvent<Void> {
        controlEvent(.touchUpInside)
    }

    /// Binds `title`.
    public var title: Binder<String?> {
        Binder(base) { button, title in button.title = title }
    }
}
