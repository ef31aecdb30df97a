import Foundation

/// The folders where compiled exercises and playgrounds are kept, one per text: the most
/// recently used stay, the rest are deleted.
enum BuildCache {
    /// Marks a build as just used, so pruning keeps it.
    static func touch(_ folder: URL) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.path)
    }

    /// Makes room for one more build of an exercise (`folder`, one of the exercise folders
    /// under the cache): six per exercise are kept, a learner's latest saves. With
    /// `RXLESSON_KEPT_BUILDS` set, that many are kept in all instead, whichever exercise
    /// they are of. The test suite sets it: it grades dozens of texts of a few exercises, and
    /// with six kept each run would compile them again; the limit in all drops the builds an
    /// older test build made (its own build is in every key) before any of this one's.
    static func pruneExercise(_ folder: URL) {
        guard let total = keptInAll else { return prune(folder, keeping: 6) }
        // Beside the exercise folders: the import baseline's probes (``CompiledRules``), not builds.
        let exercises = ((try? FileManager.default.contentsOfDirectory(at: folder.deletingLastPathComponent(), includingPropertiesForKeys: nil)) ?? [])
            .filter { !$0.lastPathComponent.hasPrefix("baseline-") }
        drop(exercises.flatMap(builds(in:)), keeping: total)
    }

    /// `RXLESSON_KEPT_BUILDS`: the number of exercise builds kept in all; nil when unset.
    static var keptInAll: Int? {
        ProcessInfo.processInfo.environment["RXLESSON_KEPT_BUILDS"].flatMap(Int.init).map { max($0, 1) }
    }

    /// Keeps the `count` most recently used builds in `folder` (making room for one more).
    static func prune(_ folder: URL, keeping count: Int) {
        drop(builds(in: folder), keeping: count)
    }

    /// The builds in `folder`, with when each was last used.
    private static func builds(in folder: URL) -> [(URL, Date)] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.contentModificationDateKey])) ?? [])
            .map { ($0, (try? $0.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast) }
    }

    /// Deletes all but the `count - 1` most recently used of `builds`.
    private static func drop(_ builds: [(URL, Date)], keeping count: Int) {
        for (old, _) in builds.sorted(by: { $0.1 > $1.1 }).dropFirst(count - 1) { try? FileManager.default.removeItem(at: old) }
    }
}
