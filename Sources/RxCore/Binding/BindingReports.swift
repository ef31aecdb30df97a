/// What a binding reports instead of crashing.
///
/// RxSwift and RxCocoa stop a debug build with `fatalError()` when a binding receives an error
/// (`Binder`, `bind(to:)`, `bind(onNext:)`), and RxCocoaKit's controls when an element arrives
/// off the main thread. A crashed lesson teaches nothing, so the same message goes through
/// `CocoaHooks.onReport` (by default to `Hooks.output`, which a lesson prints beside the
/// document) and what was given is dropped, as if that line had been the app's last.
public struct CocoaReport: CustomStringConvertible, Sendable {
    public enum Kind: Sendable, Equatable {
        /// A binder (a label's `rx.text`, ...) got an element off the main thread.
        case boundOffMainThread
        /// A binder or a control property was sent an error: UI bindings can't show errors.
        case bindingError(String)
        /// `drive` was called off the main thread.
        case drivenOffMainThread
    }

    public let kind: Kind

    public init(kind: Kind) {
        self.kind = kind
    }

    /// The line RxCocoa's `fatalError` would print.
    public var description: String {
        switch kind {
        case .boundOffMainThread:
            return "fatal error: Element can be bound to user interface only on MainThread."
        case .bindingError(let error):
            return "fatal error: Binding error: \(error)"
        case .drivenOffMainThread:
            return "fatal error: `drive*` family of methods can be only called from `MainThread`."
        }
    }
}

/// Where binding reports go.
public enum CocoaHooks {
    nonisolated(unsafe) private static var handler: (CocoaReport) -> Void = { Hooks.output($0.description) }

    /// Called for every report; tests replace it to collect them (keep the old value to restore it).
    package static var onReport: (CocoaReport) -> Void {
        get { handler }
        set { handler = newValue }
    }

    @_spi(RxCocoaKit) public static func report(_ kind: CocoaReport.Kind) {
        handler(CocoaReport(kind: kind))
    }
}
