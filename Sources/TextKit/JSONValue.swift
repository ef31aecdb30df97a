/// A small JSON writer with stable key order, so scripted output never reorders.
public indirect enum JSONValue: Sendable {
    case string(String)
    case number(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    public var text: String {
        switch self {
        case .string(let value): return Escaping.json(value)
        case .number(let value): return String(value)
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .array(let values): return "[" + values.map(\.text).joined(separator: ",") + "]"
        case .object(let pairs): return "{" + pairs.map { Escaping.json($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    public static func optional(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }
}
