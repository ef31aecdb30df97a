import CourseKit
import Foundation
import LessonKit
import RxCore

/// The grader's child: the `main` of an exercise's compile unit. It runs the learner's code
/// on a fresh playground for each scenario it is given and reports what happened, as data, on
/// a channel of its own. It judges nothing: it holds no expectation and no seed.
///
/// Standard input, read whole by CExerciseInput's constructor before `main` (so before any
/// learner code runs, whatever `main.swift`'s names resolve to; stdin is /dev/null after): a
/// key line, then the scenarios' inputs as one JSON array. The channel is the process's
/// original stdout, which the constructor keeps on a descriptor of its own; everything the
/// program prints goes to stderr instead. Each report line starts with its tag, made from the
/// key, the line's place and its text: a line the learner's code writes can never pass for a
/// report, nor can one of the host's lines be dropped, moved or changed, even by code that
/// reads them (the key itself is never written). Each scenario is run on a fresh
/// playground and reported after a `{"scenario":N}` line.
///
/// In LessonHost, which an exercise may not import: the learner's file cannot name it, nor
/// the request or the wire; only the generated `main.swift` does.
public enum ExerciseHost {
    /// The graded program's `main.swift`: `harness` (a lesson's, `Harness.<entry>`) runs the
    /// learner's `entry` on every scenario the grader sends and reports what it did; never
    /// returns. Everything else it needs (the scenarios, which to trace, the stand-ins' files)
    /// comes from the grader.
    public static func main<Entry, Inputs>(_ harness: ExerciseHarness<Entry, Inputs>, _ entry: Entry) -> Never {
        main(Inputs.self) { play, inputs in harness.stage(entry, play, inputs) }
    }

    /// `package`: the learner's unit is not of this package, so its code cannot call this with a
    /// body of its own choosing (only a lesson's harness is run).
    package static func main<Inputs: ScenarioInputs>(_ type: Inputs.Type, _ body: @escaping (Playground, Inputs) -> Void) -> Never {
        let input = takeRequest()
        let newline = input.firstIndex(of: UInt8(ascii: "\n")) ?? input.endIndex
        let key = String(decoding: input[..<newline], as: UTF8.self)
        let rest = newline < input.endIndex ? input[(newline + 1)...] : []
        let request: ChildRequest<Inputs>
        do {
            request = rest.isEmpty ? ChildRequest(scenarios: [], traced: []) : try JSONDecoder().decode(ChildRequest<Inputs>.self, from: Data(rest))
        } catch {
            // Before any of the learner's code runs: the judge made inputs of another shape than
            // this harness reads, which is the lesson author's mistake.
            refuse(InputsMismatch(type: String(describing: Inputs.self), problem: InputsMismatch.problem(error)))
        }
        // As RxSwift's debug build does: a binding sent an error, or an element bound off the
        // main thread, stops the program (where a lesson only prints the line).
        CocoaHooks.onReport = { report in
            fatalError(report.description.replacingOccurrences(of: "fatal error: ", with: ""))
        }
        let channel = ReportChannel(descriptor: rxex_take_channel(), key: key)
        // Line by line, so what the learner printed before a crash is not lost in a buffer.
        setvbuf(stdout, nil, _IOLBF, 0)

        let traced = Set(request.traced), standIns = Set(request.standIns)
        for (index, inputs) in request.scenarios.enumerated() {
            // Where this scenario's printed lines begin, so the grader shows them apart.
            print(printedScenarioMark + String(index))
            channel.send(.scenario(index))
            play(inputs, body: body, standIns: standIns, traced: traced.contains(index), first: index == 0, channel: channel)
        }
        exit(0)
    }

    /// Written to standard output before each scenario (the information separator, then the
    /// scenario's index), so what the learner printed is shown scenario by scenario. Only a
    /// display aid: the learner's own `print` could write it too, and changes only what they see.
    package static let printedScenarioMark = "\u{1E}scenario "

    /// Says on stderr, after ``InputsMismatch/mark``, why the inputs did not decode, and
    /// exits with ``InputsMismatch/exitStatus``: no scenario is played.
    private static func refuse(_ mismatch: InputsMismatch) -> Never {
        let line = InputsMismatch.mark + String(decoding: (try? JSONEncoder().encode(mismatch)) ?? Data(), as: UTF8.self) + "\n"
        FileHandle.standardError.write(Data(line.utf8))
        exit(InputsMismatch.exitStatus)
    }

    /// The request CExerciseInput's constructor took from stdin; empty outside a graded program.
    private static func takeRequest() -> [UInt8] {
        let length = rxex_take_request(nil, 0)
        guard length > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: length)
        let taken = bytes.withUnsafeMutableBufferPointer { rxex_take_request($0.baseAddress, length) }
        return taken == length ? bytes : []
    }

    /// One scenario, streamed as it happens; its chains traced when `traced` (the reported
    /// run is traced, so a failing exercise can show the learner's chain).
    private static func play<Inputs>(_ inputs: Inputs, body: @escaping (Playground, Inputs) -> Void, standIns: Set<String>, traced: Bool,
                             first: Bool, channel: ReportChannel) {
        var run = VirtualRun(tickLimit: tickLimit)
        run.traced = traced
        run.standIns = standIns
        run.chainsOf = { !CourseModules.contains($0) }
        run.endsRecordings = true
        run.checksLeaks = true
        run.excusesFirstGrowth = first
        // A runaway stream (an interval never disposed) can record a hundred thousand events;
        // the first few thousand say all there is to say.
        var sent = 0
        run.witness = { happening in
            sent += 1
            if sent <= wireLimit { channel.send(.happened(happening)) }
        }
        var record = run.run { play in body(play, inputs) }
        record.unreported = max(0, sent - wireLimit)
        if let chains = record.chains { channel.send(.chains(chains)) }
        fflush(stdout)
        channel.send(record.ending)
    }

    /// Virtual time at which an exercise's run is stopped and called runaway: every exercise
    /// is over within a few hundred ticks.
    static let tickLimit = 10_000

    /// Lines and events reported at most; the run goes on past them, and its end says how
    /// many were left out (the grader fails such a run: it saw only part of it).
    package static let wireLimit = 5_000
}

/// Wire lines to the parent, each after its tag (``ReportTag``), written whole with `write(2)`.
package final class ReportChannel {
    let descriptor: Int32
    let key: String
    private var sent = 0

    package init(descriptor: Int32, key: String) {
        self.descriptor = descriptor
        self.key = key
    }

    package func send(_ line: RunRecord.Wire) {
        let text = line.text
        let bytes = Array((ReportTag.tag(key: key, index: sent, text: text) + " " + text + "\n").utf8)
        sent += 1
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
        }
    }
}

/// CExerciseInput's (declared here rather than imported, so that a program importing LessonHost
/// needs no module map for it; a learner's file cannot declare them: `@_silgen_name` is refused).
@_silgen_name("rxex_take_request")
private func rxex_take_request(_ buffer: UnsafeMutablePointer<UInt8>?, _ capacity: Int) -> Int
@_silgen_name("rxex_take_channel")
private func rxex_take_channel() -> Int32

/// What the grader sends its child after the token line: the scenarios' inputs (the
/// grader's, type-erased; the child's, its harness's ``ScenarioInputs``), and which of them to
/// trace (a trace is drawn only for the scenario a report shows).
package struct ChildRequest<Inputs: Sendable>: Sendable {
    package var scenarios: [Inputs]
    package var traced: [Int]
    /// The `#fileID`s of the lesson's stand-in files, left out of the traced chains. From the
    /// parent, not from `main.swift`: a call the learner's file intercepts could add its own.
    package var standIns: [String]

    package init(scenarios: [Inputs], traced: [Int], standIns: [String] = []) {
        self.scenarios = scenarios
        self.traced = traced
        self.standIns = standIns
    }
}

extension ChildRequest: Encodable where Inputs: Encodable {}
extension ChildRequest: Decodable where Inputs: Decodable {}
