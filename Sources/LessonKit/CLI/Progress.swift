import Foundation

/// Which exercises have passed, kept in `.rxlesson/progress.json` in the working directory.
/// Written to a temporary file and renamed into place, so an interrupted run never leaves
/// a half-written file.
public struct Progress: Equatable {
    public var passed: Set<String> = []

    public static var defaultURL: URL {
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".rxlesson/progress.json")
    }

    public static func load(from url: URL = defaultURL) -> Progress {
        guard let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let passed = object["passed"] as? [String]
        else { return Progress() }
        return Progress(passed: Set(passed))
    }

    public func save(to url: URL = defaultURL) throws {
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let text = JSONValue.object([("passed", .array(passed.sorted().map(JSONValue.string)))]).text + "\n"
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
