import TextKit
/// The JSON form of a diagram, exactly as `rxlesson marble --json` prints it:
///
/// ```
/// {"events":[{"time":2,"kind":"next","value":"1"},{"time":5,"kind":"next","value":"2"},{"time":8,"kind":"completed"}],"subscription":null,"unsubscription":null}
/// ```
/// Keys in this order, no spaces. `value` appears for `next` (and for an error that has a
/// description). O(n).
public enum MarbleJSON {
    public static func encode(_ diagram: MarbleDiagram) -> String {
        var out = "{\"events\":["
        out.reserveCapacity(32 + diagram.events.count * 40)
        for (index, event) in diagram.events.enumerated() {
            if index > 0 { out += "," }
            out += "{\"time\":\(event.time),\"kind\":\"\(event.kind.rawValue)\""
            if let value = event.value {
                out += ",\"value\":"
                appendString(value, to: &out)
            }
            out += "}"
        }
        out += "],\"subscription\":" + (diagram.subscription.map(String.init) ?? "null")
        out += ",\"unsubscription\":" + (diagram.unsubscription.map(String.init) ?? "null") + "}"
        return out
    }

    /// A JSON string literal (TextKit's one escaping rule for JSON).
    static func appendString(_ value: String, to out: inout String) {
        out += Escaping.json(value)
    }
}
