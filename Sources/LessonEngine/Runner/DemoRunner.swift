import TextKit
import LessonKit
import Marbles
import RxCore

/// How a demo's output compares with the document's (the contract's four).
public enum Verdict: String, Sendable, CaseIterable {
    /// The document printed this, and the virtual clock prints exactly the same.
    case identical
    /// The document printed something else; the demo's note says why.
    case differs
    /// The document printed nothing here: the output is ours, compared with nothing.
    case new
    /// None of the above (a difference nobody explained): a defect. Never ships.
    case mismatch

    /// The rules, on their own: what `documented` and `actual` make of a demo with or
    /// without a note.
    public static func of(documented: String, actual: String, hasNote: Bool) -> Verdict {
        if documented.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return .new }
        if DemoRunner.normalized(actual) == DemoRunner.normalized(documented) { return .identical }
        return hasNote ? .differs : .mismatch
    }
}

/// What running one demo produced.
public struct DemoResult {
    public let demo: Demo
    public let actual: String
    public let verdict: Verdict
    /// Each probe's diagram, in probe order.
    public let marbles: [(name: String, diagram: String)]
    /// The probes drawn together on one time axis, legend included.
    public let figure: String?
    /// Ticks per column of the figure.
    public let frame: Int?
    /// True when the figure is in RxJS style (each letter or digit one value), used when
    /// values sit too close for document style.
    public let oneCharacterPerValue: Bool
    /// Set when the clock had to be stopped (work that never ends).
    public let stoppedAt: Int?
    /// What the probes recorded, for pictures drawn from this same run.
    public let streams: [RecordedStream]
}

/// Runs demos on a fresh virtual clock each, capturing everything they print.
public enum DemoRunner {
    public static func run(_ demo: Demo) -> DemoResult {
        let play = Playground(resolution: demo.resolution)
        HookCapture.capture(into: play, onViolation: { play.append("⚠️ \($0)") }) {
            demo.body(play)
            play.finish()
        }
        let actual = play.output
        let verdict = Verdict.of(documented: demo.documented, actual: actual, hasNote: demo.note != nil)
        let drawing = draw(play.streams)
        return DemoResult(demo: demo, actual: actual, verdict: verdict, marbles: drawing.rows,
                          figure: drawing.figure, frame: drawing.frame,
                          oneCharacterPerValue: drawing.style == .rxjs, stoppedAt: play.stoppedAt,
                          streams: play.streams)
    }

    static func normalized(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
            .joined(separator: "\n")
            .trimmingCharacters(in: .newlines)
    }

    /// Draws every probe on one axis whose column 0 is the earliest subscription.
    static func draw(_ streams: [RecordedStream]) -> (rows: [(name: String, diagram: String)], figure: String?, frame: Int?, style: MarbleStyle?) {
        guard !streams.isEmpty else { return ([], nil, nil, nil) }
        let origin = streams.compactMap(\.subscribedAt).min() ?? 0
        let figure = MarbleFigure(streams.map { ($0.name, $0.diagram(origin: origin)) })
        do {
            let rendered = try figure.render(options: MarbleRenderOptions(origin: 0, errorMarker: "X", strict: false, maximumColumns: 400))
            let rows = zip(rendered.labels, rendered.diagrams).map { (name: $0.0, diagram: $0.1) }
            return (rows, rendered.text, rendered.frame, rendered.style)
        } catch {
            let note = "(cannot draw: \(error))"
            return (streams.map { (name: $0.name, diagram: note) }, note, nil, nil)
        }
    }
}

import Foundation

extension Verdict {
    /// The verdict for people, in the reader's language.
    public func label(_ language: Language) -> String {
        switch (self, language) {
        case (.identical, .zh): return "一致 ✓"
        case (.identical, _): return "identical ✓"
        case (.differs, .zh): return "不同（已说明）≈"
        case (.differs, _): return "differs, explained ≈"
        case (.new, .zh): return "新增 +"
        case (.new, _): return "new +"
        case (.mismatch, .zh): return "不符 ✗"
        case (.mismatch, _): return "MISMATCH ✗"
        }
    }
}
