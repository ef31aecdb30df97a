import Foundation
import LessonKit
import RxCore

/// Routes the runtime's process-wide hooks (`debug` lines, unhandled errors, grammar
/// violations) into a playground while `body` runs, then restores them. Because the hooks
/// are global, captures are serialised: two demos or exercises run on two threads in one
/// process take turns instead of overwriting each other's hooks.
/// `package`: an exercise must not route the hooks (grammar violations) elsewhere.
package enum HookCapture {
    private static let lock = NSRecursiveLock()

    /// `into`: where the runtime's own lines go, stamped with its clock; nil leaves them
    /// where they were (a program's standard output).
    package static func capture<Result>(
        into play: Playground? = nil,
        onViolation: @escaping (Hooks.GrammarViolation) -> Void,
        _ body: () -> Result
    ) -> Result {
        lock.lock()
        defer { lock.unlock() }
        let savedOutput = Hooks.output
        let savedTimestamp = Hooks.debugTimestamp
        let savedViolation = Hooks.onGrammarViolation
        if let play {
            Hooks.output = { play.append($0) }
            Hooks.debugTimestamp = { "t=\(play.now)" }
        }
        Hooks.onGrammarViolation = onViolation
        defer {
            Hooks.output = savedOutput
            Hooks.debugTimestamp = savedTimestamp
            Hooks.onGrammarViolation = savedViolation
        }
        return body()
    }
}
