import Foundation
import LessonKit
import RxCore

/// One run on the virtual clock, and everything that watches it: a fresh playground (the
/// clock), the runtime's hooks routed into it, a trace of every chain, the subscription
/// ledger and the count of the runtime's objects. It starts them, runs a body, stops them,
/// and returns what happened as one ``RunRecord``. A demo, a graded exercise, the playground
/// and the gallery each only build their body and call ``run(_:)``.
///
/// `package`: a learner's code must not run a stage of its own (the grader's child is the
/// only one that reports a run).
package struct VirtualRun {
    /// Virtual time at which the clock is stopped and the run called runaway.
    package var tickLimit = 100_000
    /// The reader's language, for a demo's narration (`play.say`).
    package var language: Language = .en
    /// Traces every chain the body subscribes.
    package var traced = true
    /// `#fileID`s whose own calls to operators make no rows: a lesson's stand-ins.
    package var standIns: Set<String> = []
    /// Keeps only the chains with a row applied in a module it accepts (the learner's).
    package var chainsOf: ((Substring) -> Bool)?
    /// Where the runtime's own lines (`debug`) and the grammar violations go: into the
    /// record (`captured`); each violation also as a printed line in the reader's language
    /// (`shown`, for a demo); or left to the program's standard output (`standardOutput`,
    /// the playground, whose `print` writes there too).
    package var output = Output.captured
    /// Ends what `play.record` subscribed once the clock has run (an exercise's harness
    /// records; those subscriptions are the grader's, not the learner's).
    package var endsRecordings = false
    /// Notes the subscriptions left open (``RunRecord/live``) and counts the runtime's objects
    /// still alive after the run (``RunRecord/leaked``). Off for a demo: the ledger's own
    /// objects would show in a demo that prints `Resources.total`.
    package var checksLeaks = false
    /// Told each tick before it runs (the playground marks its output with them).
    package var announcing: ((Int) -> Void)?
    /// Told of every line and recorded event the moment it happens (the grader's child
    /// streams them to its parent).
    package var witness: ((Playground.Happening) -> Void)?

    package enum Output {
        case captured, shown, standardOutput
    }

    /// Whether a growth may be the runtime's shared objects made on first use (the first run
    /// of a process), and so is measured again; see ``run(_:)``.
    package var excusesFirstGrowth = true

    package init(tickLimit: Int = 100_000) {
        self.tickLimit = tickLimit
    }

    /// Runs `body` on a fresh clock and returns its record. With ``checksLeaks``, a run that
    /// left objects alive is run once more, untraced and unwitnessed, when ``excusesFirstGrowth``:
    /// the first run in a process may make the runtime's shared objects, and only a real leak
    /// grows again. Later runs are counted as they are (a body that leaked only on the calls
    /// that are counted would otherwise pass).
    package func run(_ body: (Playground) -> Void) -> RunRecord {
        let baseline = Resources.runtimeTotal
        var record = once(body, traced: traced, witness: witness)
        if checksLeaks {
            var leaked = Resources.runtimeTotal - baseline
            if leaked > 0 && record.stoppedAt == nil && excusesFirstGrowth {
                let again = Resources.runtimeTotal
                _ = once(body, traced: false, witness: nil)
                leaked = Resources.runtimeTotal - again
            }
            record.leaked = max(0, leaked)
        }
        record.finished = true
        return record
    }

    /// One run on its own playground, released before returning so the caller can count what
    /// is still alive.
    private func once(_ body: (Playground) -> Void, traced: Bool, witness: ((Playground.Happening) -> Void)?) -> RunRecord {
        var record = RunRecord()
        let play = Playground(tickLimit: tickLimit)
        play.language = language
        play.witness = witness
        let watched = {
            let ledger = checksLeaks ? SubscriptionLedger.start() : nil
            let trace = traced ? Trace.start(on: play.scheduler, leavingOut: standIns) : nil
            body(play)
            play.finish(announcing: announcing)
            if endsRecordings { play.disposeRecordings() }
            if let trace {
                Trace.stop()
                var chains = TracedChains(trace, stoppedAt: play.stoppedAt, keeping: chainsOf)
                // Nothing of the learner's traced, yet they printed: they subscribed to the
                // harness's sequence themselves (a print-graded exercise), so its rows, with
                // their `^`, are the learner's chain.
                if chains.chains.isEmpty, chainsOf != nil, !play.lines.isEmpty {
                    chains = TracedChains(trace, stoppedAt: play.stoppedAt)
                }
                record.chains = chains
            }
            if let ledger {
                SubscriptionLedger.stop()
                record.live = ledger.live
            }
        }
        HookCapture.capture(into: output == .standardOutput ? nil : play, onViolation: { [output, language] violation in
            record.violations.append(violation)
            if output == .shown { play.append("⚠️ " + violation.sentence(language)) }
        }, watched)
        play.witness = nil
        record.named = play.named
        record.printed = play.lines
        record.stoppedAt = play.stoppedAt
        return record
    }
}
