import Foundation
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

/// The time scale of a lesson's diagrams: either `ticksPerColumn` ticks per column, or
/// `columnsPerTick` columns per tick (when events one tick apart need room); one of the two
/// is 1. Column 0 is tick 0 of each demo's clock.
public struct MarbleScale: Hashable, Sendable {
    public let ticksPerColumn: Int
    public let columnsPerTick: Int

    public init(ticksPerColumn: Int = 1, columnsPerTick: Int = 1) {
        precondition(ticksPerColumn >= 1 && columnsPerTick >= 1 && (ticksPerColumn == 1 || columnsPerTick == 1))
        self.ticksPerColumn = ticksPerColumn
        self.columnsPerTick = columnsPerTick
    }

    /// Ticks per column as a number (`0.5` for two columns per tick).
    public var ticks: Double { Double(ticksPerColumn) / Double(columnsPerTick) }

    /// `1`, `5`, `1/2`.
    public var ticksText: String { columnsPerTick == 1 ? String(ticksPerColumn) : "1/\(columnsPerTick)" }

    /// Candidates from the coarsest (narrowest picture) to the finest: the divisors of
    /// `gcd` (capped), then 2, 3, … columns per tick.
    static func candidates(gcd: Int) -> [MarbleScale] {
        var divisors: [Int] = []
        if gcd > 0 {
            var i = 1
            while i * i <= gcd {
                if gcd % i == 0 { divisors.append(i); if i != gcd / i { divisors.append(gcd / i) } }
                i += 1
            }
        }
        let coarse = divisors.filter { $0 <= 10_000 }.sorted(by: >).map { MarbleScale(ticksPerColumn: $0) }
        return (coarse.isEmpty ? [MarbleScale()] : coarse) + (2...8).map { MarbleScale(columnsPerTick: $0) }
    }
}

/// A demo's probes drawn in document style on one time axis.
public struct DemoDrawing {
    /// Each probe's diagram (keys in place of values too wide to draw), in probe order.
    public let rows: [(name: String, diagram: String)]
    /// Keys and the values they stand for, in order of appearance.
    public let legend: [(key: String, value: String)]
    public let scale: MarbleScale

    /// Rows labelled and aligned, without the legend.
    public var lines: [String] {
        let width = (rows.map { DisplayWidth.width(of: $0.name) }.max() ?? 0) + 2
        return rows.map { DisplayWidth.pad($0.name, to: width) + $0.diagram }
    }

    /// The legend as lines of at most `width` columns (`a=loading b="3 items"`), or [].
    public func legendLines(width: Int) -> [String] {
        guard !legend.isEmpty else { return [] }
        var lines: [String] = []
        var line = ""
        for entry in legend {
            let item = "\(entry.key)=\(Self.quoted(entry.value))"
            if !line.isEmpty, DisplayWidth.width(of: line) + 1 + DisplayWidth.width(of: item) > width {
                lines.append(line)
                line = item
            } else {
                line += (line.isEmpty ? "" : " ") + item
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The figure as text: rows, then the legend wrapped to `width`.
    public func text(width: Int = 80) -> String {
        let indent = (rows.map { DisplayWidth.width(of: $0.name) }.max() ?? 0) + 2
        return (lines + legendLines(width: max(20, width - indent)).map { String(repeating: " ", count: indent) + $0 }).joined(separator: "\n")
    }

    static func quoted(_ value: String) -> String {
        let plain = !value.isEmpty && !value.contains { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "\\" || $0.isNewline }
        if plain { return value }
        return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// The events a row's diagram reads back as, with the document's parser, in ticks of the
    /// demo's clock and with keys replaced by their values.
    public func readBack(_ diagram: String) throws -> MarbleDiagram {
        var parsed = try MarbleParser.parse(diagram, syntax: MarbleSyntax(style: .document, frame: scale.ticksPerColumn))
        let values = Dictionary(uniqueKeysWithValues: legend.map { ($0.key, $0.value) })
        parsed.events = parsed.events.map { event in
            var event = event
            event.time = event.time / scale.columnsPerTick
            if event.kind == .next, let value = event.value, let full = values[value] { event.value = full }
            return event
        }
        parsed.unsubscription = parsed.unsubscription.map { $0 / scale.columnsPerTick }
        return parsed
    }
}

/// What running one demo produced.
public struct DemoResult {
    public let demo: Demo
    public let actual: String
    public let verdict: Verdict
    /// Each probe's diagram, in probe order.
    public var marbles: [(name: String, diagram: String)] { drawing?.rows ?? [] }
    /// The probes drawn together on one time axis, legend included (80 columns).
    public var figure: String? { drawing.map { $0.text() } ?? drawingProblem }
    /// The drawing, nil when nothing was probed or it could not be drawn.
    public var drawing: DemoDrawing?
    /// Why the probes could not be drawn, if they could not.
    public var drawingProblem: String?
    /// Ticks per column of the figure (1 when the scale gives columns per tick).
    public var frame: Int? { drawing?.scale.ticksPerColumn }
    /// Set when the clock had to be stopped (work that never ends).
    public let stoppedAt: Int?
    /// The last tick at which the demo printed or a probe saw anything: a row that goes on
    /// is drawn up to it.
    public var lastTick: Int = 0
    /// What the probes recorded, for pictures drawn from this same run.
    public let streams: [RecordedStream]
    /// Every chain the demo subscribed, one row per operator (`run --trace`).
    public var chains: [[PlaygroundResult.Row]] = []
}

/// Runs demos on a fresh virtual clock each, capturing everything they print.
public enum DemoRunner {
    /// Runs one demo and draws it on the scale that suits it alone.
    public static func run(_ demo: Demo) -> DemoResult {
        var result = execute(demo)
        draw(&result, scale: nil)
        return result
    }

    /// Runs every demo of a lesson and draws them all on one scale: the coarsest that suits
    /// every demo (see ``MarbleScale``).
    public static func run(lesson: Lesson, traced: Bool = false) -> (results: [DemoResult], scale: MarbleScale?) {
        var results = lesson.demos.map { execute($0, traced: traced, module: ExerciseCompiler.lessonModule(lesson.id)) }
        let scale = lessonScale(results.map(\.streams))
        for index in results.indices { draw(&results[index], scale: scale) }
        return (results, scale)
    }

    static func execute(_ demo: Demo, traced: Bool = false, module: String = "") -> DemoResult {
        let play = Playground(resolution: demo.resolution)
        var exported: String?
        HookCapture.capture(into: play, onViolation: { play.append("⚠️ \($0)") }) {
            // Traced, the lesson's own operators become rows (the runtime's stay out).
            let trace = traced ? Trace.start(clock: { [unowned play] in play.scheduler.clock }) : nil
            demo.body(play)
            play.finish()
            if let trace {
                Trace.stop()
                exported = PlaygroundHost.export(trace, stoppedAt: play.stoppedAt, only: module)
            }
        }
        let actual = play.output
        let verdict = Verdict.of(documented: demo.documented, actual: actual, hasNote: demo.note != nil)
        var result = DemoResult(demo: demo, actual: actual, verdict: verdict, drawing: nil, drawingProblem: nil,
                                stoppedAt: play.stoppedAt, streams: play.streams)
        var last = play.lines.last?.time ?? 0
        for stream in play.streams {
            last = max(last, stream.entries.last?.time ?? 0, stream.disposedAt ?? 0, stream.subscribedAt ?? 0)
        }
        result.lastTick = play.stoppedAt == nil ? last : 0
        if let exported {
            var traced = PlaygroundResult(output: "")
            traced.read(trace: Data(exported.utf8))
            result.chains = traced.chains
        }
        return result
    }

    static func draw(_ result: inout DemoResult, scale: MarbleScale?) {
        guard !result.streams.isEmpty else { return }
        let chosen = scale ?? lessonScale([result.streams])
        do {
            result.drawing = try draw(result.streams, scale: chosen ?? MarbleScale(), until: result.lastTick)
        } catch {
            result.drawingProblem = "(cannot draw: \(error))"
        }
    }

    /// The coarsest scale at which every demo's streams can be drawn, or nil if none can.
    static func lessonScale(_ demos: [[RecordedStream]]) -> MarbleScale? {
        var divisor = 0
        for streams in demos {
            for stream in streams {
                for entry in stream.entries { divisor = MarbleLayoutGCD.gcd(divisor, entry.time) }
                if let time = stream.disposedAt { divisor = MarbleLayoutGCD.gcd(divisor, time) }
            }
        }
        let drawn = demos.filter { !$0.isEmpty }
        for candidate in MarbleScale.candidates(gcd: divisor) {
            if drawn.allSatisfy({ (try? draw($0, scale: candidate)) != nil }) { return candidate }
        }
        return nil
    }

    static func normalized(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
            .joined(separator: "\n")
            .trimmingCharacters(in: .newlines)
    }

    /// The widest value drawn in place; wider ones (and ones that are not a run of letters and
    /// digits) get a key.
    static let widestInPlace = 3

    /// Draws every probe in document style on one axis whose column 0 is tick 0 of the clock:
    /// values up to 3 characters in place if that fits the scale, else up to 2, else only
    /// single characters; the rest get keys.
    static func draw(_ streams: [RecordedStream], scale: MarbleScale, until lastTick: Int = 0) throws -> DemoDrawing {
        var failure: Error? = nil
        for widest in stride(from: widestInPlace, through: 1, by: -1) {
            do {
                return try draw(streams, scale: scale, until: lastTick, widestInPlace: widest)
            } catch {
                failure = failure ?? error
            }
        }
        throw failure!
    }

    static func draw(_ streams: [RecordedStream], scale: MarbleScale, until lastTick: Int, widestInPlace widest: Int) throws -> DemoDrawing {
        // Values drawn as themselves, then keys for the rest.
        var inPlace = Set<String>()
        var needKeys: [String] = []
        for stream in streams {
            for entry in stream.entries where entry.kind == .next {
                let value = entry.value ?? ""
                if fitsInPlace(value, widest: widest) { inPlace.insert(value) } else if !needKeys.contains(value) { needKeys.append(value) }
            }
        }
        var pool = (Array("abcdefghijklmnopqrstuvwyzABCDEFGHIJKLMNOPQRSTUVWYZ").map(String.init)).filter { !inPlace.contains($0) }
        var counter = 1
        var keys: [String: String] = [:]
        var legend: [(key: String, value: String)] = []
        for value in needKeys {
            if !pool.isEmpty {
                let key = pool.removeFirst()
                keys[value] = key
                legend.append((key, value))
            } else {
                var key = "k\(counter)"
                while inPlace.contains(key) { counter += 1; key = "k\(counter)" }
                counter += 1
                keys[value] = key
                legend.append((key, value))
            }
        }
        let diagrams = streams.map { stream -> MarbleDiagram in
            var diagram = stream.diagram(origin: 0)
            diagram.events = diagram.events.map { event in
                var event = event
                event.time *= scale.columnsPerTick
                if event.kind == .next, let value = event.value, let key = keys[value] { event.value = key }
                return event
            }
            diagram.unsubscription = diagram.unsubscription.map { $0 * scale.columnsPerTick }
            return diagram
        }
        let figure = MarbleFigure(zip(streams, diagrams).map { ($0.0.name, $0.1) })
        var options = MarbleRenderOptions(frame: scale.ticksPerColumn, origin: 0, style: .document, errorMarker: "X", strict: false, maximumColumns: 400)
        options.commasInGroups = true
        let rendered = try figure.render(options: options)
        // A row that goes on runs up to the demo's last moment, then `>`.
        let endColumn = (lastTick * scale.columnsPerTick) / scale.ticksPerColumn
        let texts = zip(diagrams, rendered.diagrams).map { diagram, text -> String in
            guard diagram.goesOn, text.hasSuffix("-->") else { return text }
            let body = text.dropLast(3)
            guard body.count + 2 < endColumn else { return text }
            return body + String(repeating: "-", count: endColumn - body.count) + ">"
        }
        return DemoDrawing(rows: zip(rendered.labels, texts).map { (name: $0.0, diagram: $0.1) },
                           legend: legend, scale: scale)
    }

    static func fitsInPlace(_ value: String, widest: Int) -> Bool {
        !value.isEmpty && value.count <= widest && value != "X"
            && value.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }
}

enum MarbleLayoutGCD {
    static func gcd(_ a: Int, _ b: Int) -> Int {
        var x = a.magnitude, y = b.magnitude
        while y != 0 { (x, y) = (y, x % y) }
        return Int(x)
    }
}

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
