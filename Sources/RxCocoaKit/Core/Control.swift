import RxCore

/// A headless `UIControl`: a view that sends events (`Control.Event`) to its targets.
///
/// UIKit's target/action becomes a closure: `addTarget(for:handler:)` returns a token,
/// `removeTarget(_:)` forgets it, and `sendActions(for:)` is what a user's touch or keystroke
/// would trigger. The demo methods of each control (`TextField.type`, `Button.tap`) call it.
open class Control: View {
    /// `UIControl.Event`: which interactions a target listens to.
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// The return key of a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        public var description: String {
            let names: [(Event, String)] = [
                (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.valueChanged, "valueChanged"),
                (.primaryActionTriggered, "primaryActionTriggered"), (.editingDidBegin, "editingDidBegin"),
                (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
                (.editingDidEndOnExit, "editingDidEndOnExit"),
            ]
            let present = names.filter { contains($0.0) }.map(\.1)
            return present.isEmpty ? "Event(rawValue: \(rawValue))" : present.joined(separator: "|")
        }
    }

    private struct Target {
        let token: Int
        let events: Event
        let handler: (Control) -> Void
    }

    private var targets: [Target] = []
    private var nextToken = 0

    /// `isEnabled`: a disabled control sends nothing.
    public var isEnabled = true

    public override init() {
        super.init()
    }

    /// How many targets listen right now (a disposed subscription removes its target).
    public var targetCount: Int { targets.count }

    /// Calls `handler` whenever one of `events` is sent; returns a token for `removeTarget`.
    @discardableResult
    public func addTarget(for events: Event, handler: @escaping (Control) -> Void) -> Int {
        nextToken += 1
        targets.append(Target(token: nextToken, events: events, handler: handler))
        return nextToken
    }

    /// Stops calling the handler `token` names.
    public func removeTarget(_ token: Int) {
        targets.removeAll { $0.token == token }
    }

    /// Sends `events` to every target that listens to one of them (nothing when disabled).
    public func sendActions(for events: Event) {
        guard isEnabled else { return }
        for target in targets where !target.events.isDisjoint(with: events) {
            target.handler(self)
        }
    }
}

/// Connects a control's events to a closure for as long as it isn't disposed: the piece
/// `controlEvent` and `controlProperty` build on (RxCocoa's `ControlTarget`).
final class ControlTarget: Disposable {
    private weak var control: Control?
    private var token: Int?

    init(control: Control, events: Control.Event, callback: @escaping (Control) -> Void) {
        self.control = control
        token = control.addTarget(for: events, handler: callback)
    }

    func dispose() {
        if let token { control?.removeTarget(token) }
        token = nil
    }
}

extension Reactive where Base: Control {
    /// The control's `events` as a sequence of `Void`: it never errors, and completes when
    /// the control goes away. `textField.rx.controlEvent(.editingDidEndOnExit)` is the return key.
    public func controlEvent(_ events: Control.Event, file: StaticString = #fileID, line: UInt = #line) -> ControlEvent<Void> {
        controlEvent(events, traceName: "controlEvent", file: file, line: line)
    }

    /// `controlEvent` traced as `traceName` (`rx.tap`): one row per subscription, labelled
    /// `file:line`, or with its consumer's call site when `file` is empty (a property).
    func controlEvent(_ events: Control.Event, traceName: String, file: StaticString, line: UInt) -> ControlEvent<Void> {
        let source = Observable<Void>.create { [weak control = base] observer in
            guard let control else {
                observer.on(.completed)
                return Disposables.create()
            }
            let target = ControlTarget(control: control, events: events) { _ in
                observer.on(.next(()))
            }
            return Disposables.create(with: target.dispose)
        }
        .take(until: deallocated)
        return ControlEvent(events: Trace.source(source, name: traceName, file: file, line: line))
    }

    /// A property of the control as a `ControlProperty`: subscribing sends the current value
    /// (`getter`) at once and again whenever one of `editingEvents` is sent; binding to it
    /// writes the value with `setter` (through a `Binder`).
    public func controlProperty<T>(
        editingEvents: Control.Event,
        getter: @escaping (Base) -> T,
        setter: @escaping (Base, T) -> Void,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ControlProperty<T> {
        controlProperty(editingEvents: editingEvents, getter: getter, setter: setter, traceName: "controlProperty", file: file, line: line)
    }

    /// `controlProperty` traced as `traceName` (`rx.text`), as `controlEvent(_:traceName:file:line:)`.
    func controlProperty<T>(
        editingEvents: Control.Event,
        getter: @escaping (Base) -> T,
        setter: @escaping (Base, T) -> Void,
        traceName: String, file: StaticString, line: UInt
    ) -> ControlProperty<T> {
        let source = Observable<T>.create { [weak weakControl = base] observer in
            guard let control = weakControl else {
                observer.on(.completed)
                return Disposables.create()
            }
            observer.on(.next(getter(control)))
            let target = ControlTarget(control: control, events: editingEvents) { _ in
                if let control = weakControl {
                    observer.on(.next(getter(control)))
                }
            }
            return Disposables.create(with: target.dispose)
        }
        .take(until: deallocated)
        let sink = Binder(element: base, binding: setter)
        return ControlProperty<T>(values: Trace.source(source, name: traceName, file: file, line: line), valueSink: sink)
    }

    /// `controlProperty` with the events a value-holding control sends when the user changes it.
    /// Traced as `traceName` (`rx.text`), labelled with its consumer's call site.
    func controlPropertyWithDefaultEvents<T>(
        editingEvents: Control.Event = [.allEditingEvents, .valueChanged],
        getter: @escaping (Base) -> T,
        setter: @escaping (Base, T) -> Void,
        traceName: String
    ) -> ControlProperty<T> {
        controlProperty(editingEvents: editingEvents, getter: getter, setter: setter, traceName: traceName, file: "", line: 0)
    }

    /// Binds `isEnabled`.
    public var isEnabled: Binder<Bool> {
        Binder(element: base) { control, enabled in control.isEnabled = enabled }
    }
}
