import Foundation

/// The folders where compiled exercises and playgrounds are kept, one per text: the most
/// recently used stay, the rest are deleted.
enum BuildCache {
    /// Marks a build as just used, so pruning keeps it.
    static func touch(_ folder: URL) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.path)
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
