import TextKit

/// Random command lines for `rxlesson marble` (frame, `--rxjs`, `--subscriptions`, `--json`,
/// a diagram of random tokens) and the promises every one must keep: no crash, a refusal
/// points inside the diagram, and whatever reads draws again into text that reads back the same.
/// Shared by MarblesTests (a few thousand inputs) and `rxbench fuzz` (a million, release).
package enum MarbleFuzz {
    package struct Input: Hashable, Sendable, CustomStringConvertible {
        package var frame: Int
        package var rxjs: Bool
        package var subscriptions: Bool
        package var json: Bool
        package var diagram: String
        /// Seconds per tick of a document-style diagram: rxlesson's 0.1, or a millisecond.
        package var resolution = 0.1

        package var description: String {
            "marble --frame \(frame)\(rxjs ? " --rxjs" : "")\(subscriptions ? " --subscriptions" : "")\(json ? " --json" : "") -- \(diagram.debugDescription)"
                + (resolution == 0.1 ? "" : " (a tick = \(resolution) s)")
        }
    }

    package struct Tally: Sendable {
        package var inputs = 0
        package var read = 0
        package var refused = 0
        /// Refusals whose column lies inside the diagram.
        package var refusedInside = 0
        /// Diagrams that read, were drawn again and read back the same.
        package var roundTrips = 0
        /// Drawings that needed a time progression for a long wait.
        package var progressions = 0
        package var failures: [String] = []

        package init() {}
    }

    /// Syntax of both styles, values, time progressions (huge ones too), and characters
    /// neither style knows (combining marks, flags, a ZWJ family, controls).
    static let tokens = [
        "-", "-", "-", "--", "----", "|", "#", "X", "^", "!", "(", ")", ",", ">", " ", " ", "a", "b", "1", "2", "tap", "10",
        "x", "m", "s", "ms", "5ms", " 10ms ", " 1.5s ", " 2m ", " 0ms ", " 3ms ", " 1500ms ", " 10.2ms ", " 7s ",
        " 9223372036854775807ms ", " 9223372036854775808ms ", " 4611686018427387904ms ", " 99999999999999999999s ",
        " 153722867280912930m ", " 9000000000000000ms ", " 4000000000ms ", "é", "中", "\u{301}", "👍", "👨‍👩‍👧", "🇫🇷",
        "\t", "\n", "//", "*", ".", "=", "\"", "\u{200B}",
    ]

    /// Mostly what a valid diagram is made of, so that half the inputs read.
    static let wellFormed = [
        "-", "-", "-", "-", "--", "---", "a", "b", "1", "tap", "42", "X", " ", "(ab)", "(a,b)", "(1|)", "(^a)", "(a!)", "(^!)",
        "^", "!", "|", "#", " 10ms ", " 1500ms ", " 4000000000ms ", " 2m ", "中", "👍", ">", "//x",
    ]

    static let frames = [1, 1, 1, 1, 2, 3, 10, 1000, Int.max, Int.max / 2, Int.max / 3, 1 << 62, (1 << 62) + 1, 1 << 40]

    package static func input(using rng: inout some RandomNumberGenerator) -> Input {
        let pieces = Bool.random(using: &rng) ? wellFormed : tokens
        var diagram = ""
        for _ in 0..<Int.random(in: 0...16, using: &rng) { diagram += pieces.randomElement(using: &rng)! }
        let frame = Int.random(in: 0..<8, using: &rng) == 0 ? Int.random(in: 1...Int.max, using: &rng) : frames.randomElement(using: &rng)!
        let subscriptions = Int.random(in: 0..<7, using: &rng) == 0
        return Input(frame: frame, rxjs: Bool.random(using: &rng), subscriptions: subscriptions, json: Int.random(in: 0..<4, using: &rng) == 0, diagram: diagram,
                     resolution: Bool.random(using: &rng) ? 0.1 : 0.001)
    }

    /// Checks one input, counting it in `tally`.
    package static func check(_ input: Input, into tally: inout Tally) {
        tally.inputs += 1
        let reading = MarbleReading(frame: input.frame, rxjs: input.rxjs, subscriptions: input.subscriptions, json: input.json, diagram: input.diagram,
                                    resolution: input.resolution)
        let syntax = reading.syntax
        func fail(_ why: String) {
            if tally.failures.count < 20 { tally.failures.append("\(input): \(why)") }
        }
        func refused(_ error: MarbleSyntaxError) {
            tally.refused += 1
            if (1...max(1, input.diagram.count)).contains(error.column) {
                tally.refusedInside += 1
            } else {
                fail("refused at column \(error.column), outside the diagram: \(error.message)")
            }
        }

        let exitCode = reading.execute().exitCode
        if input.subscriptions {
            do {
                let log = try MarbleParser.parseSubscription(input.diagram, syntax: syntax)
                tally.read += 1
                let drawn = MarbleReading.drawSubscription(log, frame: input.frame)
                if drawn.contains("ms ") { tally.progressions += 1 }
                let back = try? MarbleParser.parseSubscription(drawn, syntax: syntax)
                if back == log { tally.roundTrips += 1 } else { fail("drawn as \(drawn.debugDescription), reads back as \(String(describing: back)), not \(log)") }
                if exitCode != 0 { fail("exit \(exitCode) for a diagram that reads") }
            } catch {
                refused(error)
                if exitCode != 2 { fail("exit \(exitCode) for a refused diagram") }
            }
            return
        }
        let parsed: ParsedMarbles
        do {
            parsed = try MarbleParser.parseDetailed(input.diagram, syntax: syntax)
        } catch {
            refused(error)
            if exitCode != 2 { fail("exit \(exitCode) for a refused diagram") }
            return
        }
        tally.read += 1
        if exitCode != 0 { fail("exit \(exitCode) for a diagram that reads") }
        do {
            let drawn = try MarbleRenderer.normalise(parsed)
            if drawn.diagram.contains("ms ") { tally.progressions += 1 }
            do {
                let back = try MarbleParser.parse(drawn.diagram, syntax: drawn.syntax)
                if back == parsed.diagram {
                    tally.roundTrips += 1
                } else {
                    fail("drawn as \(drawn.text.debugDescription) (\(drawn.style), frame \(drawn.frame)), reads back as \(back), not \(parsed.diagram)")
                }
            } catch {
                fail("drawn as \(drawn.text.debugDescription) (\(drawn.style)), which does not read: \(error.message) at column \(error.column)")
            }
        } catch {
            fail("reads as \(parsed.diagram) but cannot be drawn: \(error)")
        }
    }

    /// `count` seeded inputs, checked.
    package static func run(count: Int, seed: UInt64) -> Tally {
        var rng = SplitMix64(seed: seed)
        var tally = Tally()
        for _ in 0..<count { check(input(using: &rng), into: &tally) }
        return tally
    }
}
