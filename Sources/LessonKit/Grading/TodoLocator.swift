import Foundation

/// Finds where the learner should edit: the first line containing `TODO` in the exercise's file.
public enum TodoLocator {
    /// The 1-based line of the first `TODO`, or nil when the file is missing or has none.
    public static func line(of file: String, root: URL) -> Int? {
        let url = root.appendingPathComponent(file)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains("TODO") {
            return index + 1
        }
        return nil
    }
}

/// The package the learner works in: the nearest folder, from `start` up, holding
/// `Package.swift` and `Lessons/`.
public enum PackageRoot {
    public static func find(from start: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> URL {
        var directory = start.standardizedFileURL
        while true {
            let manifest = directory.appendingPathComponent("Package.swift").path
            let lessons = directory.appendingPathComponent("Lessons").path
            if FileManager.default.fileExists(atPath: manifest) && FileManager.default.fileExists(atPath: lessons) {
                return directory
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return start }
            directory = parent
        }
    }
}
