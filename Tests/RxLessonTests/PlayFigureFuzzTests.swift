import Foundation
@testable import LessonEngine
import Marbles
import TextKit
import XCTest

/// Every figure `play` prints reads back as what was played. For every operator, random source
/// diagrams and arguments (seeded: the same cases every run) are played; each printed row is read
/// with ``MarbleParser`` at the scale the printed unit line names, through the printed legend,
/// and must give the row's events, `^`, `!` and `-->` exactly: `parse(render(x)) == x`.
final class PlayFigureFuzzTests: XCTestCase {
    static let casesPerOperator = 20

    func testEveryPlayFigureReadsBackAsWhatWasPlayed() throws {
        var random = SplitMix64(seed: 27)
        var played = 0
        var failures: [String] = []
        var listed = 0
        for example in Gallery.examples {
            for _ in 0..<Self.casesPerOperator {
                let extra = example.variadic ? Int.random(in: 0...1, using: &random) : 0
                let diagrams = (0..<(example.sources.count + extra)).map { _ in Self.diagram(using: &random) }
                let arguments = example.parameters.map { Self.argument($0, using: &random) }
                let command = "play \(example.name) " + (diagrams.map { "'\($0)'" } + arguments).joined(separator: " ")
                guard case .success(let request) = PlayRequest.make(operator: example.name, positional: diagrams + arguments) else {
                    failures.append("refused: \(command)")
                    continue
                }
                played += 1
                let picture = request.run()
                let printed = picture.figureLines().map(\.text)
                if printed.last?.hasPrefix("(too crowded") == true {
                    // Listed, not drawn: every `^` and `!` is listed too.
                    listed += 1
                    for (row, line) in zip(picture.rows, printed) {
                        let marks = [row.diagram.subscription.map { "^ @ \($0)" }, row.diagram.unsubscription.map { "! @ \($0)" }].compactMap { $0 }
                        if !marks.allSatisfy(line.contains) { failures.append("\(command): \(line) leaves out \(marks)") }
                    }
                    continue
                }
                if let problem = Self.problem(printed: printed, rows: picture.rows.map { ($0.label, $0.diagram) }, origin: picture.origin) {
                    failures.append("\(command)\n\(printed.joined(separator: "\n"))\n→ \(problem)")
                }
                // The grader's figure, expected over actual: the result over the result a tick late.
                let expected = try XCTUnwrap(picture.rows.first { $0.role == .result }).diagram
                let actual = expected.shifted(by: 1)
                let compared = CourseFigure.comparison(expected: expected, actual: actual,
                                                       difference: MarbleDiff.firstDifference(expected: expected.events, actual: actual.events),
                                                       labels: ("expected", "actual"), language: .en, origin: picture.origin)
                    .filter { !$0.contains("^ tick") }
                if let problem = Self.problem(printed: compared, rows: [("expected", expected), ("actual", actual)], origin: picture.origin) {
                    failures.append("\(command), expected over actual\n\(compared.joined(separator: "\n"))\n→ \(problem)")
                }
            }
        }
        XCTAssertEqual(played, Gallery.examples.count * Self.casesPerOperator)
        XCTAssertLessThan(listed * 100, played, "at most 1 picture in 100 is too crowded to draw as text")
        XCTAssertEqual(failures.count, 0, failures.prefix(5).joined(separator: "\n\n"))
    }

    /// Why the printed figure does not read back as `rows`, or nil when it does.
    static func problem(printed: [String], rows: [(label: String, diagram: MarbleDiagram)], origin: Int) -> String? {
        guard printed.count > rows.count, let scale = scale(printed.last ?? "") else { return "no figure, or no unit line" }
        let labelWidth = (rows.map { DisplayWidth.width(of: $0.label) }.max() ?? 0) + 2
        let legendText = printed[rows.count..<(printed.count - 1)].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        guard let legend = try? MarbleLegend.split("- " + legendText).legend else { return "the legend does not read" }
        let values = Dictionary(legend.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        for (row, line) in zip(rows, printed) {
            let text = String(line.dropFirst(labelWidth))
            guard let parsed = try? MarbleParser.parseDetailed(text, syntax: MarbleSyntax(style: .document, frame: scale.ticksPerColumn)) else {
                return "\(row.label): \(text) does not parse"
            }
            let tick = { (time: Int) in origin + (time - parsed.start) / scale.columnsPerTick }
            var read = parsed.diagram
            read.events = read.events.map { MarbleEvent(time: tick($0.time), kind: $0.kind, value: $0.kind == .next ? values[$0.value!] ?? $0.value : nil) }
            read.subscription = read.subscription.map(tick)
            read.unsubscription = read.unsubscription.map(tick)
            var played = row.diagram
            played.events = played.events.map { MarbleEvent(time: $0.time, kind: $0.kind, value: $0.kind == .next ? $0.value : nil) }
            played.goesOn = played.goesOn && played.terminal == nil && played.unsubscription == nil
            if read != played { return "\(row.label): \(text) reads as \(read), played \(played)" }
        }
        return nil
    }

    /// The scale a unit line names: `(one column = 5 ticks = 0.5 s)`, `(2 columns = 1 tick = 0.1 s)`.
    static func scale(_ line: String) -> MarbleScale? {
        let words = line.dropFirst().split(separator: " ")
        guard words.count > 3 else { return nil }
        if words[0] == "one", let ticks = Int(words[3]) { return MarbleScale(ticksPerColumn: ticks) }
        if let columns = Int(words[0]) { return MarbleScale(columnsPerTick: columns) }
        return nil
    }

    /// A document-style diagram of up to ten frames: one- and two-character values, groups,
    /// sometimes a `^` (a hot source), an ending `|`, `#` or none.
    static func diagram(using random: inout SplitMix64) -> String {
        let length = Int.random(in: 1...10, using: &random)
        let caret = Int.random(in: 0..<5, using: &random) == 0 ? Int.random(in: 0...min(3, length), using: &random) : nil
        var text = ""
        for index in 0..<length {
            if index == caret { text += "^" }
            switch Int.random(in: 0..<20, using: &random) {
            case 0..<9: text += "-"
            case 9..<16: text += String("abc123".randomElement(using: &random)!)
            case 16..<18: text += ["10", "ab", "x2", "42"].randomElement(using: &random)!
            default: text += ["(a,b)", "(1,2)", "(c|)", "(b,#)"].randomElement(using: &random)!
            }
            if text.hasSuffix("|)") || text.hasSuffix("#)") { return text }
        }
        if caret == length { text += "^" }
        return text + ["|", "|", "#", "", "|"].randomElement(using: &random)!
    }

    static func argument(_ parameter: GalleryExample.Parameter, using random: inout SplitMix64) -> String {
        switch parameter.kind {
        case .value: return ["z", "v1", "0"].randomElement(using: &random)!
        case .count: return String(Int.random(in: parameter.minimum...max(parameter.minimum, 4), using: &random))
        case .ticks: return String(Int.random(in: parameter.minimum...max(parameter.minimum, 8), using: &random))
        }
    }
}
