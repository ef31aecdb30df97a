/// Draws events as a diagram: the inverse of ``MarbleParser``.
///
/// ```swift
/// let diagram = try MarbleParser.parse("--1--2--|")
/// try MarbleRenderer.render(diagram).diagram          // "--1--2--|"
/// let recorded = MarbleDiagram(events: [.next(210, "10"), .next(220, "11"), .completed(230)])
/// try MarbleRenderer.render(recorded, options: .init(origin: 200)).text
/// // Prints: -ab|
/// //         a=10 b=11
/// ```
///
/// Round trip: for a diagram without `^` whose times are ≥ 0, or with `^` at tick 0,
/// rendered with the default origin, `MarbleParser.parse(r.diagram, syntax: r.syntax)`
/// gives the diagram back exactly (`r` the result; a `goesOn` diagram included).
/// An event is never moved or dropped: what cannot be drawn exactly throws
/// ``MarbleRenderError``.
///
/// Cost: O(events + columns).
public enum MarbleRenderer {
    /// ``normalise(_:)`` writes a longer run of empty frames as a time progression.
    public static let longestDashRun = 1_000

    public static func render(_ diagram: MarbleDiagram, options: MarbleRenderOptions = MarbleRenderOptions()) throws(MarbleRenderError) -> RenderedMarbles {
        let result = try MarbleLayout.lay([diagram], options: options)
        var rendered = RenderedMarbles(
            diagram: result.texts[0],
            style: result.style,
            frame: result.frame,
            origin: result.origin,
            legend: result.legend
        )
        rendered.millisecondsPerTick = options.millisecondsPerTick
        return rendered
    }

    /// Draws a parsed diagram again at its own frame, origin and length, in its own style
    /// where that is possible (what `rxlesson marble` prints). More than
    /// ``longestDashRun`` empty frames in a row are written as a time progression.
    /// Every diagram either reader accepts draws again, and
    /// `MarbleParser.parse(r.diagram, syntax: r.syntax)` reads back the same diagram.
    public static func normalise(_ parsed: ParsedMarbles) throws(MarbleRenderError) -> RenderedMarbles {
        var options = MarbleRenderOptions(
            frame: parsed.syntax.frame,
            origin: parsed.start,
            end: parsed.end,
            style: parsed.syntax.style,
            errorMarker: parsed.errorMarker,
            // RxJS rules keep events after a terminal; draw what was read.
            strict: parsed.syntax.style != .rxjs
        )
        options.longestDashRun = longestDashRun
        // A progression is written in the milliseconds the diagram was read in, when a tick is
        // a whole number of them; otherwise the empty frames stay dashes.
        let milliseconds = (parsed.syntax.resolution * 1000).rounded()
        if milliseconds >= 1, milliseconds < 1e9, abs(parsed.syntax.resolution * 1000 - milliseconds) < 1e-9 {
            options.millisecondsPerTick = Int(milliseconds)
        } else {
            options.longestDashRun = nil
        }
        do {
            return try render(parsed.diagram, options: options)
        } catch {
            // Drawn with RxJS's rules, to be read back with --rxjs: in RxJS's frames of 1 ms.
            options.style = nil
            options.millisecondsPerTick = 1
            return try render(parsed.diagram, options: options)
        }
    }
}
