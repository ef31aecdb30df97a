import Foundation
import TextKit
import LessonHost
import CourseKit
import LessonKit
import Marbles
import RxCore

/// What running one demo produced.
public struct DemoResult {
    public let demo: Demo
    public let actual: String
    /// What the demo printed, line by line, each with its tick.
    public var printed: [Playground.Line] = []
    public let verdict: Verdict
    /// Every chain the demo subscribed, one row per operator in dataflow order.
    public let chains: [[TracedRow]]
    /// The chains drawn, nil when nothing was traced or it could not be drawn.
    public var drawing: TraceDrawing?
    /// Why the chains could not be drawn, if they could not.
    public var drawingProblem: String?
    /// The chains drawn together on one time axis, legend included (80 columns).
    public var figure: String? { drawing.map { $0.text() } ?? drawingProblem }
    /// Set when the clock had to be stopped (work that never ends).
    public let stoppedAt: Int?
    /// The last tick at which the demo printed or a row saw anything: a row that goes on is
    /// drawn up to it.
    public var lastTick: Int = 0
}

/// Runs demos on a fresh virtual clock each, traced, capturing everything they print.
public enum DemoRunner {
    /// Runs every demo of a lesson and draws them all on one scale: the coarsest that suits
    /// every demo (see ``MarbleScale``). A demo's own narration (`Playground.say`) comes in
    /// `language`; nothing else it prints depends on it.
    public static func run(lesson: Lesson, language: Language = .en) -> (results: [DemoResult], scale: MarbleScale?) {
        let standIns = Set(lesson.standInFileIDs)
        var results = lesson.demos.map { execute($0, standIns: standIns, language: language) }
        let scale = TraceDrawing.scale(for: results.map(\.chains))
        for index in results.indices { draw(&results[index], scale: scale) }
        return (results, scale)
    }

    /// Runs `demo` with a trace recording every chain it subscribes; operators applied inside
    /// `standIns` (`#fileID`s) make no rows.
    static func execute(_ demo: Demo, standIns: Set<String> = [], language: Language = .en) -> DemoResult {
        var run = VirtualRun()
        run.language = language
        run.standIns = standIns
        run.output = .shown
        let record = run.run(demo.body)
        var chains = record.chains ?? TracedChains()
        // Work that never ends is drawn for its first moments; the report says the clock stopped.
        if record.stoppedAt != nil { chains = chains.cut(after: chains.openingStretch()) }
        let actual = record.output
        let verdict = Verdict.of(documented: demo.documented, actual: actual, hasNote: demo.note != nil)
        var result = DemoResult(demo: demo, actual: actual, verdict: verdict, chains: chains.chains,
                                stoppedAt: record.stoppedAt)
        var last = record.stoppedAt == nil ? record.printed.last?.time ?? 0 : 0
        for row in chains.chains.joined() {
            last = max(last, row.events.last?.time ?? 0, row.disposed ?? 0, row.subscribed)
        }
        result.lastTick = last
        result.printed = record.printed
        return result
    }

    static func draw(_ result: inout DemoResult, scale: MarbleScale?) {
        guard !result.chains.isEmpty else { return }
        let chosen = scale ?? TraceDrawing.scale(for: [result.chains])
        do {
            result.drawing = try TraceDrawing.draw(result.chains, scale: chosen ?? MarbleScale(), until: result.lastTick)
        } catch {
            result.drawingProblem = "(cannot draw: \(error))"
        }
    }

    static func normalized(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
            .joined(separator: "\n")
            .trimmingCharacters(in: .newlines)
    }
}
