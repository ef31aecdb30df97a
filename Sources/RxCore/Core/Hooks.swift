import Foundation

/// Global switches for what the runtime reports.
public enum Hooks {
    /// A report that a sequence broke its grammar `next* (error | completed)?` or was re-entered.
    public struct GrammarViolation: CustomStringConvertible, Sendable, Hashable, Codable {
        public enum Kind: String, Sendable, Codable {
            case eventAfterTerminal = "event after a terminal event"
            case reentrancy = "re-entrant event"
        }
        public let kind: Kind
        /// The observable that broke the rule, e.g. `Observable.create` or `PublishSubject<Int>`.
        public let source: String
        public let event: String

        public init(kind: Kind, source: String, event: String) {
            self.kind = kind
            self.source = source
            self.event = event
        }

        public var description: String {
            switch kind {
            case .eventAfterTerminal:
                return "\(source) sent \(event) after it had already terminated; a sequence is next* (error | completed)? and the event was dropped"
            case .reentrancy:
                return "\(source) received \(event) while it was still delivering the previous event; send events one after another, never from inside an observer"
            }
        }
    }

    // Silent by default, as RxSwift drops such an event without a word: a program that uses
    // RxCore as RxSwift prints nothing RxSwift would not. The course's hosts (demos, the
    // playground, the grader's child) install a handler and show each violation.
    nonisolated(unsafe) private static var violationHandler: (GrammarViolation) -> Void = { _ in }
    nonisolated(unsafe) private static var outputHandler: (String) -> Void = { Swift.print($0) }
    nonisolated(unsafe) private static var errorHandler: DefaultErrorHandler = { callStack, error in
        output("Unhandled error happened: \(error)")
        if !callStack.isEmpty {
            output("subscription called from:\n" + callStack.joined(separator: "\n"))
        }
    }
    nonisolated(unsafe) private static var captureHandler: CustomCaptureSubscriptionCallstack = {
        Thread.callStackSymbols
    }
    private static let lock = RecursiveLock()

    /// Called on every grammar violation. The grader replaces it to fail an exercise.
    package static var onGrammarViolation: (GrammarViolation) -> Void {
        get { violationHandler }
        set { violationHandler = newValue }
    }

    /// Where the runtime's own lines (`debug`, unhandled errors) are written.
    package static var output: (String) -> Void {
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

    /// RxSwift's signature: the subscription's call stack (empty unless
    /// `recordCallStackOnError`) and the error.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    /// Called for an error that reached `subscribe` without an `onError` handler. By default it
    /// writes `Unhandled error happened: <error>` (and the call stack, when there is one) to `output`.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { lock.performLocked { errorHandler } }
        set { lock.performLocked { errorHandler = newValue } }
    }

    /// When true, `subscribe` captures a call stack (with `customCaptureSubscriptionCallstack`)
    /// at subscription time and hands it to `defaultErrorHandler`. Off by default: it is slow.
    /// (A plain flag, as in RxSwift: set it once at start-up.)
    nonisolated(unsafe) public static var recordCallStackOnError = false

    /// How the call stack is captured; by default `Thread.callStackSymbols`.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { lock.performLocked { captureHandler } }
        set { lock.performLocked { captureHandler = newValue } }
    }

    /// The call stack to keep for a subscription: empty unless `recordCallStackOnError`.
    @usableFromInline static func subscriptionCallStack() -> [String] {
        recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
    }

    /// Reports an error nobody handles to `defaultErrorHandler`.
    @usableFromInline static func reportUnhandled(_ error: Swift.Error, callStack: [String] = []) {
        defaultErrorHandler(callStack, error)
    }

    @usableFromInline static func report(_ kind: GrammarViolation.Kind, source: String, event: String) {
        violationHandler(GrammarViolation(kind: kind, source: source, event: event))
    }
}
