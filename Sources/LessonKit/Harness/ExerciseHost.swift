import Foundation
import RxCore

/// The grader's child: the `main` of an exercise's compile unit. It runs the learner's code
/// on a fresh playground and reports everything on a channel of its own.
///
/// The channel is the process's original stdout; everything the learner's code prints goes to
/// stderr instead. Each report line starts with a token the parent writes to stdin, read
/// before any learner code runs: it is in no argument, variable or file, so code that reads
/// its environment, prints, or exits early cannot forge a report. The parent, not this
/// process, compares what happened with the expectation.
///
/// The second line of stdin lists the scenarios to play (`shown variant:812 ...`); each is
/// run on a fresh playground and reported after a `{"scenario":N}` line.
public enum ExerciseHost {
    public static func main(standIns: Set<String> = [], _ body: @escaping (Playground, ScenarioChoice) -> Void) -> Never {
        let token = readLine(strippingNewline: true) ?? ""
        let choices = (readLine(strippingNewline: true) ?? "").split(separator: " ").compactMap(ScenarioChoice.init)
        fflush(stdout)
        let channel = ReportChannel(descriptor: dup(STDOUT_FILENO), token: token)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        // Line by line, so what the learner printed before a crash is not lost in a buffer.
        setvbuf(stdout, nil, _IOLBF, 0)

        for (index, choice) in (choices.isEmpty ? [.shown] : choices).enumerated() {
            channel.send(Observation.scenarioLine(index))
            play(choice, body: body, standIns: standIns, channel: channel)
        }
        exit(0)
    }

    private static func play(_ choice: ScenarioChoice, body: @escaping (Playground, ScenarioChoice) -> Void, standIns: Set<String>, channel: ReportChannel) {
        let body = { (play: Playground) in body(play, choice) }
        var observation = Observation()
        let baseline = Resources.total
        // A runaway stream (an interval never disposed) can record a hundred thousand events;
        // the first few thousand say all there is to say.
        var sent = 0
        let first = run(body, standIns: standIns, witness: { happening in
            sent += 1
            if sent <= wireLimit { channel.send(Observation.wireLine(happening)) }
        })
        observation.stoppedAt = first.stoppedAt
        observation.violations = first.violations
        observation.live = first.live
        if let trace = first.trace { channel.send(Observation.traceLine(trace)) }
        var leaked = Int(Resources.total) - Int(baseline)
        if leaked > 0 && first.stoppedAt == nil {
            // The first run may create the runtime's shared objects; a second run tells a
            // real leak (it grows again) from those.
            let again = Resources.total
            _ = run(body, standIns: standIns, witness: nil)
            leaked = Int(Resources.total) - Int(again)
        }
        observation.leaked = max(0, leaked)
        fflush(stdout)
        channel.send(observation.endLine())
    }

    /// Virtual time at which an exercise's run is stopped and called runaway: every exercise
    /// is over within a few hundred ticks.
    static let tickLimit = 10_000

    /// Happenings reported at most; the run goes on, unreported, past them.
    static let wireLimit = 5_000

    private struct Outcome {
        var stoppedAt: Int?
        var violations: [Hooks.GrammarViolation] = []
        var live: [SubscriptionLedger.Entry] = []
        var trace: String?
    }

    /// The module every exercise unit is compiled as (`ExerciseCompiler.moduleName`).
    static let learnerModule = "Exercise"

    /// One run on its own playground, released before returning so the caller can count
    /// what is still alive.
    private static func run(_ body: (Playground) -> Void, standIns: Set<String>, witness: ((Playground.Happening) -> Void)?) -> Outcome {
        var outcome = Outcome()
        let play = Playground(tickLimit: tickLimit)
        play.witness = witness
        HookCapture.capture(into: play, onViolation: { outcome.violations.append($0) }) {
            let ledger = SubscriptionLedger.start()
            // The reported run is traced, so a failing exercise can show the learner's chain.
            let trace = witness == nil ? nil : Trace.start(on: play.scheduler, leavingOut: standIns)
            body(play)
            play.finish()
            play.disposeRecordings()
            if let trace {
                Trace.stop()
                outcome.trace = String(decoding: TracedChains(trace, stoppedAt: nil, only: learnerModule).json, as: UTF8.self)
            }
            SubscriptionLedger.stop()
            outcome.live = ledger.live
        }
        outcome.stoppedAt = play.stoppedAt
        play.witness = nil
        return outcome
    }
}

/// Lines to the parent, each prefixed with the token, written whole with `write(2)`.
private struct ReportChannel {
    let descriptor: Int32
    let token: String

    func send(_ json: String) {
        let bytes = Array((token + " " + json + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
        }
    }
}
