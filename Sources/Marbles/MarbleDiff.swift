import ToolText
import TextKit
/// The first place where two event sequences part, in one sentence.
public struct MarbleDifference: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// Something else happened at the right tick (`expected next(3), got next(4)`,
        /// an error instead of a value, the wrong terminal).
        case changed
        /// The right event at the wrong tick.
        case shifted
        /// Expected here, nothing came (includes a missing completion).
        case missing
        /// Came here, nothing was expected.
        case extra
    }

    public var kind: Kind
    /// The first tick at which the sequences differ (the caret's tick).
    public var time: Int
    public var expected: MarbleEvent?
    public var actual: MarbleEvent?
    /// `tick 8: expected next(3), got next(4)`, in Chinese and English.
    public var sentences: Localized

    /// The sentence in English.
    public var sentence: String { sentences.en }

    public var description: String { sentence }
}

/// Compares an expected diagram with what actually happened.
///
/// ```
/// expected  --1--2--3--|
/// actual    --1--2--4--|
///                   ^ tick 8: expected next(3), got next(4)
/// ```
/// `firstDifference` compares events (their order, ticks, kinds and values); an error without
/// a description matches any error. `disposalDifference` compares the `!`. `^` and `!` are
/// drawn when the diagrams have them.
public enum MarbleDiff {
    /// The first difference, or nil when the sequences are the same. O(n).
    public static func firstDifference(expected: [MarbleEvent], actual: [MarbleEvent]) -> MarbleDifference? {
        var index = 0
        while index < expected.count && index < actual.count {
            let e = expected[index]
            let a = actual[index]
            if e.time == a.time && e.sameContent(as: a) {
                index += 1
                continue
            }
            if e.sameContent(as: a) {
                // The distance of any two times, Int.min to Int.max, fits in a UInt.
                let ticks = a.time > e.time ? UInt(bitPattern: a.time &- e.time) : UInt(bitPattern: e.time &- a.time)
                let sentence = a.time > e.time
                    ? wording("difference.late", e.time, e.eventDescription, a.time, amount(ticks))
                    : wording("difference.early", e.time, e.eventDescription, a.time, amount(ticks))
                return MarbleDifference(kind: .shifted, time: min(e.time, a.time), expected: e, actual: a, sentences: sentence)
            }
            if e.time == a.time {
                return MarbleDifference(kind: .changed, time: e.time, expected: e, actual: a,
                                        sentences: wording("difference.changed", e.time, e.eventDescription, a.eventDescription))
            }
            if e.time < a.time {
                return missing(e, actual: actual)
            }
            return extra(a)
        }
        if index < expected.count { return missing(expected[index], actual: actual) }
        if index < actual.count { return extra(actual[index]) }
        return nil
    }

    /// Where the expected diagram draws `!`, the tick of the dispose is part of what is
    /// expected (an exercise that asks for a dispose at a given tick): nil when the actual
    /// diagram is disposed at that tick, or when nothing is expected.
    public static func disposalDifference(expected: MarbleDiagram, actual: MarbleDiagram) -> MarbleDifference? {
        guard let tick = expected.unsubscription, actual.unsubscription != tick else { return nil }
        guard let other = actual.unsubscription else {
            return MarbleDifference(kind: .missing, time: tick, expected: nil, actual: nil,
                                    sentences: wording("difference.not-disposed", tick))
        }
        // The distance of any two times, Int.min to Int.max, fits in a UInt.
        let ticks = other > tick ? UInt(bitPattern: other &- tick) : UInt(bitPattern: tick &- other)
        let sentence = other > tick
            ? wording("difference.disposed-late", tick, other, amount(ticks))
            : wording("difference.disposed-early", tick, other, amount(ticks))
        return MarbleDifference(kind: .shifted, time: min(tick, other), expected: nil, actual: nil, sentences: sentence)
    }

    private static func missing(_ e: MarbleEvent, actual: [MarbleEvent]) -> MarbleDifference {
        let ended = actual.contains { $0.isTerminal }
        let sentence: Localized
        switch e.kind {
        case .completed where !ended:
            sentence = wording("difference.never-completed", e.time)
        case .error where !ended:
            sentence = wording("difference.never-failed", e.time, e.eventDescription)
        default:
            sentence = wording("difference.missing", e.time, e.eventDescription)
        }
        return MarbleDifference(kind: .missing, time: e.time, expected: e, actual: nil, sentences: sentence)
    }

    private static func extra(_ a: MarbleEvent) -> MarbleDifference {
        MarbleDifference(kind: .extra, time: a.time, expected: nil, actual: a,
                         sentences: wording("difference.extra", a.time, a.eventDescription))
    }

    /// "1 tick", "3 ticks".
    private static func amount(_ ticks: UInt) -> Localized {
        ticks == 1 ? wording("difference.one-tick") : wording("difference.ticks", ticks)
    }

    /// The two diagrams on one time axis, labelled, with a caret under the first tick
    /// that differs and the sentence naming it; nil when they do not differ.
    ///
    /// Sequences that break the grammar are drawn as they are (`strict` is ignored). If
    /// they cannot be drawn at all (too wide), the events are listed instead.
    public static func sideBySide(
        expected: MarbleDiagram,
        actual: MarbleDiagram,
        options: MarbleRenderOptions = MarbleRenderOptions(),
        labels: (expected: String, actual: String) = ("expected", "actual"),
        language: Language = .en
    ) -> String? {
        guard let difference = firstDifference(expected: expected.events, actual: actual.events) else { return nil }
        return figure(expected: expected, actual: actual, difference: difference, options: options, labels: labels, language: language)
    }

    /// The side-by-side text for a known difference (or without a caret line when nil).
    public static func figure(
        expected: MarbleDiagram,
        actual: MarbleDiagram,
        difference: MarbleDifference?,
        options: MarbleRenderOptions = MarbleRenderOptions(),
        labels: (expected: String, actual: String) = ("expected", "actual"),
        language: Language = .en
    ) -> String {
        var options = options
        options.strict = false
        let figure = MarbleFigure([(labels.expected, expected), (labels.actual, actual)])
        guard let drawn = try? figure.render(options: options) else {
            return listed(expected: expected, actual: actual, difference: difference, labels: labels, language: language)
        }
        var lines = drawn.lines
        if let difference {
            // The caret under the difference when it falls in the picture; the sentence alone otherwise.
            let (offset, overflowed) = difference.time.subtractingReportingOverflow(drawn.origin)
            let widest = lines.map(DisplayWidth.width(of:)).max() ?? 0
            if !overflowed, offset >= 0, drawn.frame > 0, offset / drawn.frame <= widest {
                lines.append(String(repeating: " ", count: drawn.labelWidth + offset / drawn.frame) + "^ " + difference.sentences[language])
            } else {
                lines.append(String(repeating: " ", count: drawn.labelWidth) + difference.sentences[language])
            }
        }
        if let legend = drawn.legendLine { lines.append(legend) }
        return lines.joined(separator: "\n")
    }

    private static func listed(expected: MarbleDiagram, actual: MarbleDiagram, difference: MarbleDifference?,
                               labels: (expected: String, actual: String), language: Language) -> String {
        let width = max(DisplayWidth.width(of: labels.expected), DisplayWidth.width(of: labels.actual)) + 2
        func line(_ label: String, _ diagram: MarbleDiagram) -> String {
            DisplayWidth.pad(label, to: width)
                + diagram.events.map(\.description).joined(separator: ", ")
        }
        var lines = [line(labels.expected, expected), line(labels.actual, actual)]
        if let difference { lines.append(String(repeating: " ", count: width) + difference.sentences[language]) }
        return lines.joined(separator: "\n")
    }
}
