import Foundation
import LessonKit
import Marbles
import RxCore

/// What one run on the virtual clock did (``VirtualRun``): the chains a trace recorded and the
/// rows a harness or a demo named (rows of the same kind), the printed lines with their ticks, and how the run
/// ended. A demo, a graded exercise, the playground and the gallery each get one; a child
/// process streams it to its parent line by line (``RunRecord/Wire``).
/// `package`: only the host writes one and rxlesson reads it.
package struct RunRecord: Codable {
    /// What `play.probe`/`play.record` saw, one row per subscription (`result`, `result #2`),
    /// in the order subscribed.
    package var named: [TracedRow] = []
    /// Every traced chain; nil when the run was not traced.
    package var chains: TracedChains?
    /// What the run printed, each line with its tick.
    package var printed: [Playground.Line] = []
    /// Set when virtual time was stopped at the tick limit with work still pending.
    package var stoppedAt: Int?
    package var violations: [Hooks.GrammarViolation] = []
    /// Runtime objects still alive after the run (`Resources.total` above where it started).
    package var leaked = 0
    /// Closure subscriptions neither disposed nor ended by their sequence.
    package var live: [SubscriptionLedger.Entry] = []
    /// True once the run reached its end: false after a crash or an early exit.
    package var finished = false
    /// Printed lines and row happenings past the most a graded run reports: the grader saw
    /// only the first of what happened, so it cannot judge the run.
    package var unreported = 0

    package init() {}

    /// The printed lines as text (ticks dropped), the way a document shows them.
    package var output: String { printed.map(\.text).joined(separator: "\n") }

    /// The first row named `name`, if any.
    package func row(named name: String) -> TracedRow? {
        named.first { $0.operatorName == name }
    }
}
