import Foundation
import RxCore

/// The grader's child: the `main` of an exercise's compile unit. It runs the learner's code
/// on a fresh playground for each scenario it is given and reports what happened, as data, on
/// a channel of its own. It judges nothing: it holds no expectation and no seed.
///
/// Standard input, read whole by CExerciseInput's constructor before `main` (so before any
/// learner code runs, whatever `main.swift`'s names resolve to; stdin is /dev/null after): a
/// token line, then the scenarios' inputs as one JSON array. The channel is the process's
/// original stdout, which the constructor keeps on a descriptor of its own; everything the
/// program prints goes to stderr instead. Each report line starts with the token, so a line
/// the learner's code prints can never pass for a report. Each scenario is run on a fresh
/// playground and reported after a `{"scenario":N}` line.
///
/// `package`: the learner's unit is not of this package, so its code cannot call this with a
/// body of its own choosing (only a lesson's harness does).
package enum ExerciseHost {
    package static func main(standIns: Set<String> = [], _ body: @escaping (Playground, ScenarioInputs) -> Void) -> Never {
        let input = takeRequest()
        let newline = input.firstIndex(of: UInt8(ascii: "\n")) ?? input.endIndex
        let token = String(decoding: input[..<newline], as: UTF8.self)
        let rest = newline < input.endIndex ? input[(newline + 1)...] : []
        let request = (try? JSONDecoder().decode(ChildRequest.self, from: Data(rest))) ?? ChildRequest(scenarios: [], traced: [])
        // As RxSwift's debug build does: a binding sent an error, or an element bound off the
        // main thread, stops the program (where a lesson only prints the line).
        CocoaHooks.onReport = { report in
            fatalError(report.description.replacingOccurrences(of: "fatal error: ", with: ""))
        }
        let channel = ReportChannel(descriptor: rxex_take_channel(), token: token)
        // Line by line, so what the learner printed before a crash is not lost in a buffer.
        setvbuf(stdout, nil, _IOLBF, 0)

        let traced = Set(request.traced)
        for (index, inputs) in request.scenarios.enumerated() {
            // Where this scenario's printed lines begin, so the grader shows them apart.
            print(Observation.printedScenarioMark + String(index))
            channel.send(Observation.scenarioLine(index))
            play(inputs, body: body, standIns: standIns, traced: traced.contains(index), channel: channel)
        }
        exit(0)
    }

    /// The request CExerciseInput's constructor took from stdin; empty outside a graded program.
    private static func takeRequest() -> [UInt8] {
        let length = rxex_take_request(nil, 0)
        guard length > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: length)
        let taken = bytes.withUnsafeMutableBufferPointer { rxex_take_request($0.baseAddress, length) }
        return taken == length ? bytes : []
    }

    private static func play(_ inputs: ScenarioInputs, body: @escaping (Playground, ScenarioInputs) -> Void, standIns: Set<String>, traced: Bool,
                             channel: ReportChannel) {
        let body = { (play: Playground) in body(play, inputs) }
        var observation = Observation()
        let baseline = Resources.runtimeTotal
        // A runaway stream (an interval never disposed) can record a hundred thousand events;
        // the first few thousand say all there is to say.
        var sent = 0
        let first = run(body, standIns: standIns, traced: traced, witness: { happening in
            sent += 1
            if sent <= wireLimit { channel.send(Observation.wireLine(happening)) }
        })
        observation.stoppedAt = first.stoppedAt
        observation.violations = first.violations
        observation.live = first.live
        if let trace = first.trace { channel.send(Observation.traceLine(trace)) }
        var leaked = Resources.runtimeTotal - baseline
        if leaked > 0 && first.stoppedAt == nil {
            // The first run may create the runtime's shared objects; a second run tells a
            // real leak (it grows again) from those.
            let again = Resources.runtimeTotal
            _ = run(body, standIns: standIns, traced: false, witness: nil)
            leaked = Resources.runtimeTotal - again
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

    /// One run on its own playground (its chains traced when `traced`), released before
    /// returning so the caller can count what is still alive.
    private static func run(_ body: (Playground) -> Void, standIns: Set<String>, traced: Bool, witness: ((Playground.Happening) -> Void)?) -> Outcome {
        var outcome = Outcome()
        let play = Playground(tickLimit: tickLimit)
        play.witness = witness
        HookCapture.capture(into: play, onViolation: { outcome.violations.append($0) }) {
            let ledger = SubscriptionLedger.start()
            // The reported run is traced, so a failing exercise can show the learner's chain.
            let trace = traced ? Trace.start(on: play.scheduler, leavingOut: standIns) : nil
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

/// CExerciseInput's (declared here rather than imported, so that a program importing LessonKit
/// needs no module map for it; a learner's file cannot declare them: `@_silgen_name` is refused).
@_silgen_name("rxex_take_request")
private func rxex_take_request(_ buffer: UnsafeMutablePointer<UInt8>?, _ capacity: Int) -> Int
@_silgen_name("rxex_take_channel")
private func rxex_take_channel() -> Int32

/// What the grader sends its child after the token line: the scenarios' inputs, and which of
/// them to trace (a trace is drawn only for the scenario a report shows).
public struct ChildRequest: Codable, Sendable {
    public var scenarios: [ScenarioInputs]
    public var traced: [Int]

    public init(scenarios: [ScenarioInputs], traced: [Int]) {
        self.scenarios = scenarios
        self.traced = traced
    }
}
