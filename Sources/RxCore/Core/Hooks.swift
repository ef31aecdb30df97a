import Foundation

/// Global switches for what the runtime reports.
public enum Hooks {
    /// A report that a sequence broke its grammar `next* (error | completed)?` or was re-entered.
    public struct GrammarViolation: CustomStringConvertible, Sendable {
        public enum Kind: String, Sendable {
            case eventAfterTerminal = "event after a terminal event"
            case reentrancy = "re-entrant event"
        }
        public let kind: Kind
        /// The observable that broke the rule, e.g. `Observable.create` or `PublishSubject<Int>`.
        public let source: String
        public let event: String

        public var description: String {
            switch kind {
            case .eventAfterTerminal:
                return "\(source) sent \(event) after it had already terminated; a sequence is next* (error | completed)? and the event was dropped"
            case .reentrancy:
                return "\(source) received \(event) while it was still delivering the previous event; send events one after another, never from inside an observer"
            }
        }
    }

    nonisolated(unsafe) private static var violationHandler: (GrammarViolation) -> Void = { violation in
        output("⚠️ Rx grammar: \(violation)")
    }
    nonisolated(unsafe) private static var outputHandler: (String) -> Void = { Swift.print($0) }
    nonisolated(unsafe) private static var errorHandler: (Swift.Error) -> Void = { error in
        output("Unhandled error happened: \(error)")
    }

    /// Called on every grammar violation. The grader replaces it to fail an exercise.
    public static var onGrammarViolation: (GrammarViolation) -> Void {
        get { violationHandler }
        set { violationHandler = newValue }
    }

    /// Where the runtime's own lines (`debug`, unhandled errors) are written.
    public static var output: (String) -> Void {
        get { outputHandler }
        set { outputHandler = newValue }
    }

    /// The time `debug` writes at the start of each line. By default the wall clock as RxSwift
    /// prints it, `yyyy-MM-dd HH:mm:ss.SSS`; a lesson on a virtual clock can print virtual time:
    /// `Hooks.debugTimestamp = { "t=\(scheduler.clock)" }` (keep the old value to restore it).
    public static var debugTimestamp: () -> String {
        get { timestampHandler }
        set { timestampHandler = newValue }
    }

    nonisolated(unsafe) private static var timestampHandler: () -> String = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        return formatter.string(from: Date())
    }

    /// Called for an error that reached `subscribe` without an `onError` handler.
    public static var defaultErrorHandler: (Swift.Error) -> Void {
        get { errorHandler }
        set { errorHandler = newValue }
    }

    @usableFromInline static func report(_ kind: GrammarViolation.Kind, source: String, event: String) {
        violationHandler(GrammarViolation(kind: kind, source: source, event: event))
    }
}
