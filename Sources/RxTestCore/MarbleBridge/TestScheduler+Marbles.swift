import Marbles
import RxCore

/// Test observables written as marble diagrams.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createColdObservable("--a--b--|", values: ["a": 1, "b": 2])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// res.events == [.next(202, 10), .next(205, 20), .completed(208)]
/// ```
///
/// Time: one column is `frame` ticks (default 1). A cold diagram's column 0 is offset 0
/// from each subscription. A hot diagram is drawn from the subscriber's point of view:
/// `^` (or column 0 when there is no `^`) is the tick `subscribed` (200, when
/// `TestScheduler.start` subscribes), and frames before `^` are earlier ticks, which the
/// subscriber misses:
///
/// ```swift
/// let hot = scheduler.createHotObservable("-a-^-b-|")     // a @ 198, b @ 202, completed @ 204
/// ```
/// (An event drawn in the same group as `^`, `(^a)`, happens at 200 exactly and is missed
/// too: a hot event at the subscription tick runs before the subscription does.)
///
/// A mistake in a diagram stops the test with the diagram and a caret under the column.
extension TestScheduler {
    /// A cold observable from a diagram and the values its keys stand for.
    public func createColdObservable<Element>(
        _ diagram: String,
        values: [String: Element],
        errors: [String: Swift.Error] = [:],
        frame: Int = 1,
        file: StaticString = #filePath,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> TestableObservable<Element> {
        let syntax = MarbleScript.syntax(keys: values.keys, frame: frame, resolution: resolution)
        return createColdObservable(script(diagram, syntax: syntax, errors: errors, hot: false, subscribed: 0, element: { values[$0] }, file: file, line: line), file: fileID, line: line)
    }

    /// A cold observable whose values are the diagram's tokens (`"tap"`, `"1"`), document rules.
    public func createColdObservable(
        _ diagram: String,
        errors: [String: Swift.Error] = [:],
        frame: Int = 1,
        file: StaticString = #filePath,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> TestableObservable<String> {
        let syntax = MarbleSyntax(style: .document, frame: frame, resolution: resolution)
        return createColdObservable(script(diagram, syntax: syntax, errors: errors, hot: false, subscribed: 0, element: { $0 }, file: file, line: line), file: fileID, line: line)
    }

    /// A hot observable from a diagram and the values its keys stand for; `^` (or column 0)
    /// is the tick `subscribed`.
    public func createHotObservable<Element>(
        _ diagram: String,
        values: [String: Element],
        errors: [String: Swift.Error] = [:],
        frame: Int = 1,
        subscribed: TestTime = Defaults.subscribed,
        file: StaticString = #filePath,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> TestableObservable<Element> {
        let syntax = MarbleScript.syntax(keys: values.keys, frame: frame, resolution: resolution)
        return createHotObservable(script(diagram, syntax: syntax, errors: errors, hot: true, subscribed: subscribed, element: { values[$0] }, file: file, line: line), file: fileID, line: line)
    }

    /// A hot observable whose values are the diagram's tokens, document rules.
    public func createHotObservable(
        _ diagram: String,
        errors: [String: Swift.Error] = [:],
        frame: Int = 1,
        subscribed: TestTime = Defaults.subscribed,
        file: StaticString = #filePath,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> TestableObservable<String> {
        let syntax = MarbleSyntax(style: .document, frame: frame, resolution: resolution)
        return createHotObservable(script(diagram, syntax: syntax, errors: errors, hot: true, subscribed: subscribed, element: { $0 }, file: file, line: line), file: fileID, line: line)
    }

    private func script<Element>(
        _ diagram: String,
        syntax: MarbleSyntax,
        errors: [String: Swift.Error],
        hot: Bool,
        subscribed: TestTime,
        element: (String) -> Element?,
        file: StaticString,
        line: UInt
    ) -> [Recorded<Event<Element>>] {
        switch MarbleScript.events(diagram, syntax: syntax, errors: errors, element: element, offset: subscribed, hot: hot) {
        case .failure(let error): MarbleScript.stop(error, file: file, line: line)
        case .success(let script): return script.events
        }
    }
}
