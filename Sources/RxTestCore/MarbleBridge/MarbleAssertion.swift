import Marbles
import RxCore

/// Compares what was recorded with an expected diagram. XCTest-free: it returns the
/// failure text (nil when they match), so tests, lessons and the grader can all use it.
///
/// ```swift
/// let res = scheduler.start { xs.map { $0 * 2 } }
/// if let failure = MarbleAssertion.mismatch(res.events, "--2--4--|") { XCTFail(failure) }
/// // expected  --2--4--|
/// // actual    --2--6--|
/// //                ^ tick 205: expected next(4), got next(6)
/// ```
/// The expected diagram is read as a hot diagram is (see `createHotObservable`): `^`, or
/// column 0, is `subscribed` (200). Values compare as `String(describing:)`; a `#` without
/// an entry in `errors` matches any error.
public enum MarbleAssertion {
    /// With the values the keys stand for (RxJS rules when every key is one character).
    public static func mismatch<Element>(
        _ recorded: [Recorded<Event<Element>>],
        _ expected: String,
        values: [String: Element],
        errors: [String: Swift.Error] = [:],
        frame: Int = 1,
        subscribed: TestTime = TestScheduler.Defaults.subscribed,
        resolution: Double = 1.0
    ) -> String? {
        let syntax = MarbleScript.syntax(keys: values.keys, frame: frame, resolution: resolution)
        return mismatch(recorded, expected, syntax: syntax, errors: errors, subscribed: subscribed) { token in
            values[token].map { String(describing: $0) }
        }
    }

    /// The diagram's tokens are the expected values' descriptions (`"--1--2--|"` for Ints).
    public static func mismatch<Element>(
        _ recorded: [Recorded<Event<Element>>],
        _ expected: String,
        errors: [String: Swift.Error] = [:],
        frame: Int = 1,
        subscribed: TestTime = TestScheduler.Defaults.subscribed,
        resolution: Double = 1.0
    ) -> String? {
        let syntax = MarbleSyntax(style: .document, frame: frame, resolution: resolution)
        return mismatch(recorded, expected, syntax: syntax, errors: errors, subscribed: subscribed) { $0 }
    }

    static func mismatch<Element>(
        _ recorded: [Recorded<Event<Element>>],
        _ expected: String,
        syntax: MarbleSyntax,
        errors: [String: Swift.Error],
        subscribed: TestTime,
        describe: (String) -> String?
    ) -> String? {
        let script: MarbleScript.Script<String>
        switch MarbleScript.events(expected, syntax: syntax, errors: [:], element: describe, offset: subscribed) {
        case .failure(let error): return "the expected diagram cannot be read:\n" + error.rendered
        case .success(let success): script = success
        }
        // Expected errors: a description only when the diagram's errors name one.
        let marker = String(script.parsed.errorMarker)
        let expectedError = (errors[marker] ?? errors["#"]).map { String(describing: $0) }
        let expectedEvents = script.parsed.diagram.events.map { event -> MarbleEvent in
            var shifted = event
            shifted.time += subscribed
            if event.kind == .error { shifted.value = expectedError }
            if event.kind == .next { shifted.value = describe(event.value ?? "") }
            return shifted
        }
        let actualEvents = recorded.map(MarbleEvent.init)
        guard let difference = MarbleDiff.firstDifference(expected: expectedEvents, actual: actualEvents) else { return nil }

        let expectedDiagram = MarbleDiagram(events: expectedEvents, subscription: script.parsed.diagram.subscription.map { $0 + subscribed })
        let actualDiagram = MarbleDiagram(events: actualEvents)
        let earliest = [expectedEvents.first?.time, actualEvents.first?.time, expectedDiagram.subscription].compactMap { $0 }.min() ?? subscribed
        return MarbleDiff.figure(
            expected: expectedDiagram,
            actual: actualDiagram,
            difference: difference,
            options: MarbleRenderOptions(origin: min(subscribed, earliest))
        )
    }

    /// A diagram drawn from `origin`, or its events listed if it cannot be drawn.
    static func draw(_ diagram: MarbleDiagram, origin: TestTime, frame: Int?) -> String {
        let options = MarbleRenderOptions(frame: frame, origin: origin, strict: false)
        if let drawn = try? MarbleRenderer.render(diagram, options: options) { return drawn.text }
        return diagram.events.map(\.description).joined(separator: ", ")
    }
}

extension TestableObserver {
    /// ``MarbleAssertion/mismatch(_:_:values:errors:frame:subscribed:resolution:)`` for what
    /// this observer recorded, with its scheduler's resolution.
    public func mismatch(
        marbles expected: String,
        values: [String: Element],
        errors: [String: Swift.Error] = [:],
        frame: Int = 1,
        subscribed: TestTime = TestScheduler.Defaults.subscribed
    ) -> String? {
        MarbleAssertion.mismatch(events, expected, values: values, errors: errors, frame: frame,
                                 subscribed: subscribed, resolution: scheduler.resolution)
    }

    /// The same, with the diagram's tokens as the expected values' descriptions.
    public func mismatch(
        marbles expected: String,
        errors: [String: Swift.Error] = [:],
        frame: Int = 1,
        subscribed: TestTime = TestScheduler.Defaults.subscribed
    ) -> String? {
        MarbleAssertion.mismatch(events, expected, errors: errors, frame: frame,
                                 subscribed: subscribed, resolution: scheduler.resolution)
    }
}
