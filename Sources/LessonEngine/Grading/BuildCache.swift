import Foundation

/// The folders where compiled exercises and playgrounds are kept, one per text: the most
/// recently used stay, the rest are deleted.
enum BuildCache {
    /// Marks a build as just used, so pruning keeps it.
    static func touch(_ folder: URL) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.path)
    }

    /// How many builds of one exercise are kept: six (a learner's latest saves), or
    /// `RXLESSON_KEPT_BUILDS` where it is set. The test suite sets it: it grades dozens of
    /// texts of a few exercises, and with six kept each run would compile them all again.
    static var keptPerExercise: Int {
        ProcessInfo.processInfo.environment["RXLESSON_KEPT_BUILDS"].flatMap(Int.init).map { max($0, 1) } ?? 6
    }

    /// Keeps the `count` most recently used builds in `folder` (making room for one more).
    static func prune(_ folder: URL, keeping count: Int) {
        let manager = FileManager.default
        let builds = ((try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.contentModificationDateKey])) ?? [])
            .map { ($0, (try? $0.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast) }
            .sorted { $0.1 > $1.1 }
        for (old, _) in builds.dropFirst(count - 1) { try? manager.removeItem(at: old) }
    }
}
