/// Describes a value the way `"\(value)"` does, except that dictionaries and sets list their
/// elements sorted: Swift seeds hashing per process, so their own order changes from run to
/// run, and a recorded event must read the same every time (a trace row, a graded stream).
public enum StableDescription {
    public static func of<Value>(_ value: Value) -> String {
        // A plain number, flag or text is its own description: no casts per event to find out.
        if Value.self == Int.self || Value.self == Double.self || Value.self == Bool.self || Value.self == String.self {
            return "\(value)"
        }
        return describe(value)
    }

    private static func describe(_ value: Any) -> String {
        if let text = value as? String { return text }
        guard value is any Collection else { return "\(value)" }
        return collection(value) ?? "\(value)"
    }

    /// An element inside a collection, written as the collection's own description writes it
    /// (`"a"` quoted).
    private static func element(_ value: Any) -> String {
        guard !(value is String), value is any Collection else { return String(reflecting: value) }
        return collection(value) ?? String(reflecting: value)
    }

    private static func collection(_ value: Any) -> String? {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .dictionary:
            let entries = mirror.children.map { child -> String in
                let pair = Array(Mirror(reflecting: child.value).children)
                guard pair.count == 2 else { return element(child.value) }
                return element(pair[0].value) + ": " + element(pair[1].value)
            }.sorted()
            return entries.isEmpty ? "[:]" : "[" + entries.joined(separator: ", ") + "]"
        case .set:
            return "Set([" + mirror.children.map { element($0.value) }.sorted().joined(separator: ", ") + "])"
        case .collection:
            return "[" + mirror.children.map { element($0.value) }.joined(separator: ", ") + "]"
        default:
            return nil
        }
    }
}
