import Marbles

/// Marble engine figures: parsing and drawing must stay linear. Targets: well under a
/// second for a 1,000,000-frame diagram and for a 100,000-event recording.
func runMarbleBenchmarks() {
    // A 1,000,000-frame diagram: values, wide values, groups, then completion.
    let unit = "--a--b--tap-(cd)--10-"          // 21 frames, 6 events
    let repeats = 1_000_000 / unit.count
    let text = String(repeating: unit, count: repeats) + String(repeating: "-", count: 1_000_000 - 1 - repeats * unit.count) + "|"
    let frames = text.utf8.count

    var parsed: ParsedMarbles? = nil
    report(measure("marbles: parse a 1,000,000-frame diagram", operations: frames, target: 500, peer: "marbles-parse") {
        parsed = try? MarbleParser.parseDetailed(text)
    })
    guard let parsed else {
        print("marbles: the benchmark diagram did not parse")
        return
    }

    var drawn: RenderedMarbles? = nil
    report(measure("marbles: draw it again (normalise)", operations: frames, target: 500, peer: "marbles-normalise") {
        drawn = try? MarbleRenderer.normalise(parsed)
    })
    if drawn?.diagram != text { print("marbles: MISMATCH - the normalised diagram differs from the input") }

    // A 100,000-event recording as a TestScheduler records it: ticks 210, 220, ...;
    // two-character values, so the chooser has to shrink the frame to keep them apart.
    let count = 100_000
    var events = (0..<count).map { MarbleEvent.next(210 + 10 * $0, String($0 % 100)) }
    events.append(.completed(210 + 10 * count))
    let recording = MarbleDiagram(events: events, subscription: 200)

    var picture: RenderedMarbles? = nil
    report(measure("marbles: draw a 100,000-event recording", operations: count, target: 5_000, peer: "marbles-draw") {
        picture = try? MarbleRenderer.render(recording, options: MarbleRenderOptions(origin: 200))
    })
    if let picture {
        print("marbles:   frame \(picture.frame), \(picture.diagram.utf8.count) columns, \(picture.style) style")
    } else {
        print("marbles: the recording could not be drawn")
    }

    var changed = events
    changed[count - 1] = .next(changed[count - 1].time, "x")
    var verdict: String? = nil
    report(measure("marbles: diff two 100,000-event recordings", operations: count, target: 10_000, peer: "marbles-diff") {
        verdict = MarbleDiff.sideBySide(
            expected: recording, actual: MarbleDiagram(events: changed, subscription: 200),
            options: MarbleRenderOptions(origin: 200))
    })
    if let last = verdict?.split(separator: "\n").dropFirst(2).first {
        print("marbles:   " + last.drop(while: { $0 == " " }))
    }

    report(measure("marbles: JSON for a 100,000-event recording", operations: count, target: 2_000, peer: "marbles-json") {
        blackHole(MarbleJSON.encode(recording))
    })
}
