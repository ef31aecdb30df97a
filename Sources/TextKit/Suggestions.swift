/// Finds the known ids closest to a mistyped one.
public enum Suggestions {
    /// Up to three ids within a small edit distance (or sharing a prefix), closest first.
    public static func closest(to input: String, in candidates: [String], limit: Int = 3) -> [String] {
        let scored = candidates.map { ($0, distance(input.lowercased(), $0.lowercased())) }
        let threshold = max(2, input.count / 2)
        return scored
            .filter { $0.1 <= threshold || $0.0.hasPrefix(input.lowercased()) || input.lowercased().hasPrefix($0.0) }
            .sorted { $0.1 == $1.1 ? $0.0 < $1.0 : $0.1 < $1.1 }
            .prefix(limit)
            .map(\.0)
    }

    /// Levenshtein distance, O(n·m) time, O(m) memory.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
