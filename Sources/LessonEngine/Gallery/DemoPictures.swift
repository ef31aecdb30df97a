import TextKit
import LessonKit
import Marbles

/// SVG figures of a lesson's demos: every traced operator of every chain, on one time axis.
public enum DemoPictures {
    /// Longest stretch of virtual time drawn; a demo whose clock had to be stopped shows its start.
    static let maximumTicks = 600

    /// Draws the rows a demo run traced, or nil when it traced none.
    public static func figure(for result: DemoResult, title: String?, caption: String?, language: Language) -> MarbleSVGFigure? {
        let traced = result.chains.joined()
        guard !traced.isEmpty else { return nil }
        // The same rule as the text figures: column 0 is tick 0 of the demo's clock.
        var truncated = false
        let rows = traced.map { row -> MarbleSVGFigure.Row in
            var diagram = TraceDrawing.diagram(of: row)
            if diagram.events.contains(where: { $0.time > maximumTicks }) || (diagram.unsubscription ?? 0) > maximumTicks {
                truncated = true
                diagram.events = diagram.events.filter { $0.time <= maximumTicks }
                if (diagram.unsubscription ?? 0) > maximumTicks { diagram.unsubscription = nil }
                diagram.goesOn = diagram.terminal == nil
            }
            return MarbleSVGFigure.Row(label: row.label, diagram: diagram)
        }
        var fullCaption = caption
        if truncated {
            let note = wording("demo-pictures.the-first-ticks-this-clock", maximumTicks)[language]
            fullCaption = fullCaption.map { $0 + " " + note } ?? note
        }
        return MarbleSVGFigure(title: title, caption: fullCaption, rows: rows, origin: 0,
                               unit: Tick.axis(language))
    }
}
