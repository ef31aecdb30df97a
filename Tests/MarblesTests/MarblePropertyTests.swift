import XCTest
@testable import Marbles
import TextKit

/// Random sequences (seeded, so every run is the same): drawing then reading gives them
/// back; random text never crashes the parser and every rejection points inside the text.
final class MarblePropertyTests: XCTestCase {
    private static let values = ["1", "2", "a", "b", "X", "tap", "42", "u1", "10", "1.5", "hello world", "", "#", "你好", "a=b"]

    private func randomDiagram(_ rng: inout SplitMix64) -> MarbleDiagram {
        let unit = [1, 1, 1, 2, 3, 5, 10].randomElement(using: &rng)!
        let hasSubscription = Int.random(in: 0..<10, using: &rng) < 3
        var time = (hasSubscription ? Int.random(in: -20...5, using: &rng) : Int.random(in: 0...5, using: &rng)) * unit
        var events: [MarbleEvent] = []
        for _ in 0..<Int.random(in: 0...12, using: &rng) {
            time += [0, 0, 1, 1, 2, 3, 5, 8, 13].randomElement(using: &rng)! * unit
            events.append(.next(time, Self.values.randomElement(using: &rng)!))
        }
        var goesOn = false
        switch Int.random(in: 0..<10, using: &rng) {
        case 0...2: events.append(.completed(time + [0, 1, 3].randomElement(using: &rng)! * unit))
        case 3...4: events.append(.error(time + [0, 1, 3].randomElement(using: &rng)! * unit))
        case 5...6: goesOn = true
        default: break
        }
        let subscription = hasSubscription ? 0 : nil
        var unsubscription: Int? = nil
        if Int.random(in: 0..<4, using: &rng) == 0 {
            unsubscription = Int.random(in: 0...30, using: &rng) * unit
        }
        return MarbleDiagram(events: events, subscription: subscription, unsubscription: unsubscription, goesOn: goesOn)
    }

    func testRenderThenParseGivesTheSequenceBack() throws {
        var rng = SplitMix64(seed: 2024)
        var drawn = 0
        var refused = 0
        let cases = 4000
        for _ in 0..<cases {
            let diagram = randomDiagram(&rng)
            var options = MarbleRenderOptions()
            options.errorMarker = Bool.random(using: &rng) ? "X" : "#"
            options.style = [nil, nil, MarbleStyle.document, MarbleStyle.rxjs].randomElement(using: &rng)!
            if Int.random(in: 0..<4, using: &rng) == 0 { options.frame = 1 }
            let rendered: RenderedMarbles
            do {
                rendered = try MarbleRenderer.render(diagram, options: options)
            } catch {
                refused += 1
                continue
            }
            drawn += 1
            do {
                let back = try MarbleParser.parse(rendered.diagram, syntax: rendered.syntax)
                if back != diagram {
                    XCTFail("\(diagram) drawn as \(rendered.text) (frame \(rendered.frame)) reads back as \(back)")
                    return
                }
            } catch {
                XCTFail("\(diagram) drawn as \(rendered.text) (frame \(rendered.frame)) does not parse: \(error)")
                return
            }
        }
        XCTAssertGreaterThan(drawn, cases / 2, "most random sequences can be drawn (\(refused) refused)")
    }

    func testAnyOriginShiftsTimesByTheOrigin() throws {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<1000 {
            var diagram = randomDiagram(&rng)
            diagram.subscription = nil
            let earliest = min(diagram.events.first?.time ?? 0, diagram.unsubscription ?? 0)
            let origin = earliest - Int.random(in: 0...3, using: &rng)
            guard let rendered = try? MarbleRenderer.render(diagram, options: MarbleRenderOptions(origin: origin)) else { continue }
            XCTAssertEqual(try MarbleParser.parse(rendered.diagram, syntax: rendered.syntax), diagram.shifted(by: -origin), rendered.text)
        }
    }

    func testParserSurvivesRandomTextAndPointsInsideIt() throws {
        var rng = SplitMix64(seed: 99)
        let pieces = ["-", "-", "-", "-", "|", "#", "X", "^", "!", "(", ")", ">", ",", " ", " ", "a", "b", "1", "2",
                      "tap", "10ms", "1.5s", "//", "é", "中", "\u{301}", "\n", "\t", "*", ".", "\r\n", "👍", "x"]
        var accepted = 0
        for index in 0..<20_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...24, using: &rng) { text += pieces.randomElement(using: &rng)! }
            let syntax = index % 2 == 0 ? MarbleSyntax.document : MarbleSyntax(style: .rxjs, frame: Int.random(in: 1...3, using: &rng))
            do {
                let parsed = try MarbleParser.parseDetailed(text, syntax: syntax)
                accepted += 1
                // Whatever reads (by either style's rules) normalises and reads back the same.
                let drawn = try MarbleRenderer.normalise(parsed)
                let back = try MarbleParser.parse(drawn.diagram, syntax: drawn.syntax)
                if back != parsed.diagram {
                    XCTFail("\(text.debugDescription) normalised to \(drawn.text.debugDescription) reads back as \(back), not \(parsed.diagram)")
                    return
                }
            } catch let error as MarbleSyntaxError {
                if !(1...max(1, text.count)).contains(error.column) {
                    XCTFail("\(text.debugDescription): column \(error.column) outside 1...\(text.count) (\(error.message))")
                    return
                }
            }
        }
        XCTAssertGreaterThan(accepted, 500, "the fuzzer also reaches valid diagrams")
    }

    func testLongDiagramsTakeLinearTime() throws {
        // A quadratic step would make this take minutes; linear, a blink even in debug.
        let unit = "--a--b--tap-(cd)--"
        let text = String(repeating: unit, count: 5_000) + "|"
        let parsed = try MarbleParser.parseDetailed(text)
        XCTAssertEqual(parsed.diagram.events.count, 5_000 * 5 + 1)
        XCTAssertEqual(try MarbleRenderer.normalise(parsed).diagram, text)
    }
}
