/// "Did you mean ...?": the valid names closest to a mistyped one.
public enum Suggestions {
    /// Up to `limit` candidates, closest first: within edit distance 2 (and not all of the
    /// typed name changed), starting with what was typed (two letters at least), or ending
    /// with the same words (`reactivecocoa-login-validity` finds `rac-login-validity`).
    /// Leading dashes are ignored when comparing, so `-json` finds `--json`.
    public static func nearest(_ typed: String, among candidates: [String], limit: Int = 3) -> [String] {
        let key = bare(typed)
        var scored: [(name: String, distance: Int, order: Int)] = []
        for (order, candidate) in candidates.enumerated() where !scored.contains(where: { $0.name == candidate }) {
            let other = bare(candidate)
            let distance = Self.distance(Array(key), Array(other))
            let close = distance <= 2 && distance < key.count
            let prefix = key.count >= 2 && other.hasPrefix(key)
            if close || prefix || sameLastWords(key, other) { scored.append((candidate, distance, order)) }
        }
        return scored.sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }.prefix(limit).map(\.name)
    }

    /// The two names end with the same hyphenated words, six letters or more in all.
    static func sameLastWords(_ a: String, _ b: String) -> Bool {
        let (x, y) = (a.split(separator: "-"), b.split(separator: "-"))
        let shared = zip(x.reversed(), y.reversed()).prefix { $0 == $1 }.map(\.0)
        return shared.count < max(x.count, y.count) && shared.reduce(0) { $0 + $1.count } >= 6
    }

    private static func bare(_ name: String) -> String {
        String(name.drop(while: { $0 == "-" })).lowercased()
    }

    /// Damerau-Levenshtein distance (optimal string alignment: insert, delete, substitute,
    /// swap two neighbours). O(n·m) time and memory; names are short.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
