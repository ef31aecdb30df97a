import CSandbox
import LessonHost
import Foundation

/// The grader's record of each exercise program it built: the program's SHA-256, kept in
/// `.build/<config>/rxlesson-verified/` (outside the build cache, and outside what a graded
/// program may write), checked before every run. A program whose content no longer matches
/// is rebuilt, never run.
///
/// The check hashes the file again whenever its identity (device, inode, size, modification
/// and change times) differs from the one recorded with the hash; the change time is the
/// kernel's, so a file cannot be altered and keep it. An unchanged file is not hashed twice,
/// and a record whose digest is not in yet (``record(_:)``) trusts the identity alone.
struct ProgramRecord: Sendable {
    let folder: URL

    init(products: BuildProducts) {
        folder = products.directory.appendingPathComponent("rxlesson-verified")
    }

    /// Records `executable`, just built by the grader and not yet run: its identity at once, its
    /// SHA-256 on a thread of its own, off the save → verdict path (the program is run while it
    /// is hashed). Until the digest is in, the program is trusted only while its identity is the
    /// one it was built with; a copy or a changed file is rebuilt. The digest is kept only when
    /// the file's identity did not change while it was hashed. The result: whether it was kept.
    @discardableResult
    func record(_ executable: URL) -> Alongside<Bool> {
        guard let identity = recordIdentity(of: executable) else { return Alongside { false } }
        return Alongside { recordDigest(of: executable, builtAs: identity) }
    }

    /// The first half of ``record(_:)``: the identity, the digest pending; nil when `executable`
    /// is not a regular file.
    func recordIdentity(of executable: URL) -> String? {
        guard let identity = Self.identity(of: executable) else { return nil }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        write(Self.pending, identity, for: executable)
        return identity
    }

    /// The second half: the digest, kept when the file still has the identity it was built with.
    func recordDigest(of executable: URL, builtAs identity: String) -> Bool {
        guard let digest = Self.digest(of: executable), Self.identity(of: executable) == identity else { return false }
        write(digest, identity, for: executable)
        return true
    }

    /// What the record holds until the digest is in: no file's SHA-256 reads so.
    static let pending = "pending"

    /// Whether `executable` is the program the grader built: false when there is no record,
    /// it is not a regular file, or its content changed.
    func verify(_ executable: URL) -> Bool {
        guard let text = try? String(contentsOf: file(for: executable), encoding: .utf8),
              let identity = Self.identity(of: executable) else { return false }
        let parts = text.split(separator: " ", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard parts.count == 2 else { return false }
        if parts[1] == identity { return true }
        guard parts[0] != Self.pending, Self.digest(of: executable) == parts[0] else { return false }
        write(parts[0], identity, for: executable)
        return true
    }

    private func write(_ digest: String, _ identity: String, for executable: URL) {
        try? Data("\(digest) \(identity)\n".utf8).write(to: file(for: executable), options: .atomic)
    }

    /// One record per build folder (`<exercise>/<key>`).
    private func file(for executable: URL) -> URL {
        let unit = executable.deletingLastPathComponent()
        return folder.appendingPathComponent("\(unit.deletingLastPathComponent().lastPathComponent)-\(unit.lastPathComponent).sha256")
    }

    /// SHA-256 of the file's bytes, in hex.
    static func digest(of url: URL) -> String? {
        guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else { return nil }
        return SHA256.hex(SHA256.digest(data))
    }

    /// What changes whenever the file does; nil unless it is a regular file (not a link).
    static func identity(of url: URL) -> String? {
        FileStamp(path: url.path, followingLinks: false, regularOnly: true)?.description
    }
}
