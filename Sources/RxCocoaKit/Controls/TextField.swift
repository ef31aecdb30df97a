import RxCore

/// A headless `UITextField`: its text plus the editing events a real one sends.
///
/// Setting `text` in code sends no event (as in UIKit). The user's actions are methods a
/// demo calls at a virtual time: `type(_:)` (one edit), `deleteBackward()`, `clear()`,
/// `focus()` and `pressReturn()`.
public final class TextField: Control {
    /// The text, like `UITextField.text` (empty, not nil, when nothing was typed).
    public var text: String?
    /// Grey text shown while `text` is empty.
    public var placeholder: String?
    /// True between `focus()` and `pressReturn()`.
    public private(set) var isEditing = false

    public init(text: String? = "", placeholder: String? = nil) {
        self.text = text
        self.placeholder = placeholder
        super.init()
    }

    /// The user taps into the field: `.editingDidBegin`.
    public func focus() {
        isEditing = true
        sendActions(for: .editingDidBegin)
    }

    /// The user types (or pastes) `characters` at the end, as ONE edit: the text changes once
    /// and `.editingChanged` is sent once. Type key by key with one call per key.
    public func type(_ characters: String) {
        text = (text ?? "") + characters
        sendActions(for: .editingChanged)
    }

    /// The user selects everything and types `newText`: one `.editingChanged`.
    public func replaceText(with newText: String) {
        text = newText
        sendActions(for: .editingChanged)
    }

    /// The backspace key: removes the last character (nothing when empty) and sends `.editingChanged`.
    public func deleteBackward() {
        guard var current = text, !current.isEmpty else { return }
        current.removeLast()
        text = current
        sendActions(for: .editingChanged)
    }

    /// The clear button: empties the field and sends `.editingChanged`.
    public func clear() {
        text = ""
        sendActions(for: .editingChanged)
    }

    /// The return key: `.editingDidEndOnExit`, then the keyboard goes away: `.editingDidEnd`.
    public func pressReturn() {
        isEditing = false
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .editingDidEnd)
    }
}

extension Reactive where Base: TextField {
    /// The text as a `ControlProperty`: its current value when subscribed, then its value after
    /// every editing event (`[.allEditingEvents, .valueChanged]`); binding to it sets `text`.
    /// Traced, a row named `rx.text`, with the line of the call consuming it (as `rx.tap`).
    public var text: ControlProperty<String?> {
        textProperty(traceName: "rx.text")
    }

    /// The same property as `text`.
    public var value: ControlProperty<String?> {
        textProperty(traceName: "rx.value")
    }

    private func textProperty(traceName: String) -> ControlProperty<String?> {
        base.rx.controlPropertyWithDefaultEvents(
            getter: { field in field.text },
            setter: { field, value in
                // Only write a different value: in UIKit, setting text resets the editing
                // state (marked text of an input method), so equal writes are skipped.
                if field.text != value {
                    field.text = value
                }
            },
            traceName: traceName
        )
    }
}
