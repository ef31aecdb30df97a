import Foundation

/// Reads and writes `.rxlesson/progress.json` keeping every key: `passed` (what `Progress`
/// and `rxlesson list` read) and `hints` (how many hints each exercise has shown).
/// Written to a temporary file and renamed into place.
public struct ProgressStore {
    public var url: URL

    public init(url: URL = Progress.defaultURL) {
        self.url = url
    }

    public func passed() -> Set<String> {
        Set(load()["passed"] as? [String] ?? [])
    }

    public func hintsShown(_ id: String) -> Int {
        ((load()["hints"] as? [String: Any])?[id] as? NSNumber)?.intValue ?? 0
    }

    public func recordPasses(_ ids: [String]) throws {
        guard !ids.isEmpty else { return }
        var object = load()
        object["passed"] = Array(Set(object["passed"] as? [String] ?? []).union(ids))
        try save(object)
    }

    public func setHintsShown(_ id: String, _ count: Int) throws {
        var object = load()
        var hints = object["hints"] as? [String: Any] ?? [:]
        hints[id] = count
        object["hints"] = hints
        try save(object)
    }

    private func load() -> [String: Any] {
        guard let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [:] }
        return object
    }

    private func save(_ object: [String: Any]) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let passed = (object["passed"] as? [String] ?? []).sorted()
        let hints = (object["hints"] as? [String: Any] ?? [:]).compactMap { key, value in
            (value as? NSNumber).map { (key, JSONValue.number($0.intValue)) }
        }.sorted { $0.0 < $1.0 }
        var pairs: [(String, JSONValue)] = [("passed", .array(passed.map(JSONValue.string))), ("hints", .object(hints))]
        for key in object.keys.sorted() where key != "passed" && key != "hints" {
            if let value = object[key] as? String { pairs.append((key, .string(value))) }
        }
        try Data((JSONValue.object(pairs).text + "\n").utf8).write(to: url, options: .atomic)
    }
}
