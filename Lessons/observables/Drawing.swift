import LessonKit
import Marbles

/// Draws what a probe recorded, one column per tick from its subscription: the text a
/// learner would draw on paper. `until` pads a sequence that goes on up to that tick.
func drawing(of stream: TracedRow?, until end: Int? = nil) -> String {
    guard let stream else { return "(nothing recorded)" }
    let origin = stream.subscribed
    let options = MarbleRenderOptions(frame: 1, origin: 0, end: end.map { $0 - origin }, errorMarker: "X", strict: false)
    do {
        return try MarbleRenderer.render(stream.diagram(origin: origin), options: options).diagram
    } catch {
        return "(cannot draw: \(error))"
    }
}

/// The comment the document writes after a diagram, read off the recorded terminal event.
func ending(of stream: TracedRow?) -> String {
    switch stream?.events.last?.kind {
    case .completed?: return " // terminates normally"
    case .error?: return " // terminates with error"
    default: return ""
    }
}
