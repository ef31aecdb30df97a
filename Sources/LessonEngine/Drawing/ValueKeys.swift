import Marbles

/// Which values a figure draws where they happen and which stand for a short key explained
/// in a legend (one key per value: keys made once for a whole report keep it so across its
/// figures): a run of at most `widest` ASCII letters
/// and digits is drawn as itself, anything else (`20° 50%`, `JSON(14)`) gets a key.
/// Every look-up is a dictionary's or a set's: drawing n values costs O(n), not O(n²) (a
/// demo's row can hold 100,000 of them).
public struct ValueKeys {
    public let widest: Int
    public private(set) var entries: [(key: String, value: String)] = []
    /// Value → key, and key → value: `entries` both ways.
    private var keys: [String: String] = [:]
    private var values: [String: String] = [:]
    /// Values drawn as themselves: a key must never read like one of them.
    private var inPlace: Set<String> = []
    private static let letters = Array("abcdefghijklmnopqrstuvwyzABCDEFGHIJKLMNOPQRSTUVWYZ").map(String.init)
    /// The letters not yet handed out, from `next` on.
    private var pool = ValueKeys.letters
    private var next = 0
    private var counter = 1

    /// Keys for `values`, handed out in order of appearance.
    public init(values: [String], widest: Int) {
        self.widest = widest
        for value in values where fitsInPlace(value) { inPlace.insert(value) }
        for value in values { _ = drawn(value) }
    }

    /// What to draw for `value`: itself, or its key (a new one if it has none yet).
    public mutating func drawn(_ value: String) -> String {
        if let key = keys[value] { return key }
        if fitsInPlace(value), !isKey(value) {
            inPlace.insert(value)
            return value
        }
        let key = nextKey()
        keys[value] = key
        values[key] = value
        entries.append((key, value))
        return key
    }

    /// Forgets the keys of `dropped` (free to be handed out again) and draws `values` as
    /// themselves from now on where they fit: a learner's own letters stay theirs, and no
    /// new key reads like one of them.
    mutating func forget(_ dropped: Set<String>, drawingInPlace values: [String]) {
        entries.removeAll { dropped.contains($0.key) }
        keys = keys.filter { !dropped.contains($0.value) }
        self.values = self.values.filter { !dropped.contains($0.key) }
        pool = Self.letters.filter { self.values[$0] == nil }
        next = 0
        for value in values where fitsInPlace(value) && !isKey(value) { inPlace.insert(value) }
    }

    /// The value a key stands for.
    public func value(ofKey key: String) -> String? {
        values[key]
    }

    func isKey(_ text: String) -> Bool {
        values[text] != nil
    }

    private func fitsInPlace(_ value: String) -> Bool {
        !value.isEmpty && value.count <= widest && value != "X"
            && value.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    private mutating func nextKey() -> String {
        while next < pool.count {
            let key = pool[next]
            next += 1
            if !inPlace.contains(key) { return key }
        }
        while inPlace.contains("k\(counter)") { counter += 1 }
        defer { counter += 1 }
        return "k\(counter)"
    }
}

extension ValueKeys {
    /// The same keys, the legend holding only those `diagrams` (drawn with them) use.
    func keeping(usedIn diagrams: [MarbleDiagram]) -> ValueKeys {
        let drawn = Set(diagrams.flatMap { $0.events.compactMap { $0.kind == .next ? $0.value : nil } })
        var kept = self
        kept.entries = entries.filter { drawn.contains($0.key) }
        return kept
    }
}
