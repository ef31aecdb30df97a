import TextKit
import LessonKit
import Marbles

/// SVG figures of a lesson's demos: the streams its probes recorded, on one time axis.
public enum DemoPictures {
    /// Longest stretch of virtual time drawn; a demo whose clock had to be stopped shows its start.
    static let maximumTicks = 600

    /// Draws what a demo run's probes recorded, or nil when it has none.
    public static func figure(for result: DemoResult, title: String?, caption: String?) -> MarbleSVGFigure? {
        let demo = result.demo
        let streams = result.streams
        guard !streams.isEmpty else { return nil }
        // The same rule as the text figures: column 0 is tick 0 of the demo's clock.
        let origin = 0
        var truncated = false
        let rows = streams.map { stream -> MarbleSVGFigure.Row in
            var diagram = stream.diagram(origin: origin)
            if let subscribed = stream.subscribedAt, subscribed > origin { diagram.subscription = subscribed - origin }
            if diagram.events.contains(where: { $0.time > maximumTicks }) || (diagram.unsubscription ?? 0) > maximumTicks {
                truncated = true
                diagram.events = diagram.events.filter { $0.time <= maximumTicks }
                if (diagram.unsubscription ?? 0) > maximumTicks { diagram.unsubscription = nil }
                diagram.goesOn = diagram.terminal == nil
            }
            return MarbleSVGFigure.Row(label: stream.name, diagram: diagram)
        }
        let seconds = LessonReport.format(demo.resolution)
        var fullCaption = caption
        if truncated {
            let note = "(the first \(maximumTicks) ticks; this clock had to be stopped)"
            fullCaption = fullCaption.map { $0 + " " + note } ?? note
        }
        return MarbleSVGFigure(title: title, caption: fullCaption, rows: rows, origin: 0,
                               unit: "ticks (1 tick = \(seconds) s)")
    }
}
