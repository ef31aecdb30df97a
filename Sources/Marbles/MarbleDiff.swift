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
                let amount = ticks == 1 ? "1 tick" : "\(ticks) ticks"
                let sentence = a.time > e.time
                    ? Localized(zh: "第 \(e.time) 拍：期望 \(e.eventDescription)，它在第 \(a.time) 拍才到（晚了 \(ticks) 拍）",
                                en: "tick \(e.time): expected \(e.eventDescription), got it at tick \(a.time) (\(amount) late)")
                    : Localized(zh: "第 \(a.time) 拍：\(a.eventDescription) 早到了 \(ticks) 拍，期望它在第 \(e.time) 拍",
                                en: "tick \(a.time): got \(a.eventDescription) \(amount) early, expected it at tick \(e.time)")
                return MarbleDifference(kind: .shifted, time: min(e.time, a.time), expected: e, actual: a, sentences: sentence)
            }
            if e.time == a.time {
                return MarbleDifference(kind: .changed, time: e.time, expected: e, actual: a,
                                        sentences: Localized(zh: "第 \(e.time) 拍：期望 \(e.eventDescription)，实际是 \(a.eventDescription)",
                                                             en: "tick \(e.time): expected \(e.eventDescription), got \(a.eventDescription)"))
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
                                    sentences: Localized(zh: "第 \(tick) 拍：期望在这一拍取消订阅（!），实际没有",
                                                         en: "tick \(tick): expected the subscription disposed (!), it was not"))
        }
        // The distance of any two times, Int.min to Int.max, fits in a UInt.
        let ticks = other > tick ? UInt(bitPattern: other &- tick) : UInt(bitPattern: tick &- other)
        let amount = ticks == 1 ? "1 tick" : "\(ticks) ticks"
        let sentence = other > tick
            ? Localized(zh: "第 \(tick) 拍：期望在这一拍取消订阅（!），它在第 \(other) 拍才取消（晚了 \(ticks) 拍）",
                        en: "tick \(tick): expected the subscription disposed (!), it was disposed at tick \(other) (\(amount) late)")
            : Localized(zh: "第 \(other) 拍：订阅早了 \(ticks) 拍取消（!），期望在第 \(tick) 拍",
                        en: "tick \(other): the subscription was disposed (!) \(amount) early, expected at tick \(tick)")
        return MarbleDifference(kind: .shifted, time: min(tick, other), expected: nil, actual: nil, sentences: sentence)
    }

    private static func missing(_ e: MarbleEvent, actual: [MarbleEvent]) -> MarbleDifference {
        let ended = actual.contains { $0.isTerminal }
        let sentence: Localized
        switch e.kind {
        case .completed where !ended:
            sentence = Localized(zh: "第 \(e.time) 拍：期望 completed，但这个序列一直没有完成",
                                 en: "tick \(e.time): expected completed, but the sequence never completed")
        case .error where !ended:
            sentence = Localized(zh: "第 \(e.time) 拍：期望 \(e.eventDescription)，但这个序列一直没有出错",
                                 en: "tick \(e.time): expected \(e.eventDescription), but the sequence never failed")
        default:
            sentence = Localized(zh: "第 \(e.time) 拍：期望 \(e.eventDescription)，实际什么也没有",
                                 en: "tick \(e.time): expected \(e.eventDescription), got nothing")
        }
        return MarbleDifference(kind: .missing, time: e.time, expected: e, actual: nil, sentences: sentence)
    }

    private static func extra(_ a: MarbleEvent) -> MarbleDifference {
        MarbleDifference(kind: .extra, time: a.time, expected: nil, actual: a,
                         sentences: Localized(zh: "第 \(a.time) 拍：不该有事件，实际来了 \(a.eventDescription)",
                                              en: "tick \(a.time): expected nothing, got \(a.eventDescription)"))
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
