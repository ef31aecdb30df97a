import Foundation

/// What `stat` says of a file that changes whenever the file does: where it is, its size and
/// its times. (Read by `stat`, not Foundation's attributes, which cost a millisecond a file;
/// Linux and Darwin name the time fields differently, which is why this is the one place.)
struct FileStamp: Hashable, Comparable, CustomStringConvertible {
    let device: Int64
    let inode: Int64
    let size: Int64
    let modified: Time
    let changed: Time

    struct Time: Hashable, Comparable, CustomStringConvertible {
        let seconds: Int
        let nanoseconds: Int

        init(_ time: timespec) { (seconds, nanoseconds) = (Int(time.tv_sec), Int(time.tv_nsec)) }

        static func < (a: Time, b: Time) -> Bool { (a.seconds, a.nanoseconds) < (b.seconds, b.nanoseconds) }
        var description: String { "\(seconds).\(nanoseconds)" }
    }

    /// The stamp of the file at `path` (of the link itself when `followingLinks` is false);
    /// nil when there is none, or when `regularOnly` and it is not a regular file.
    init?(path: String, followingLinks: Bool = true, regularOnly: Bool = false) {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        if regularOnly, info.st_mode & S_IFMT != S_IFREG { return nil }
        #if os(Linux)
        (modified, changed) = (Time(info.st_mtim), Time(info.st_ctim))
        #else
        (modified, changed) = (Time(info.st_mtimespec), Time(info.st_ctimespec))
        #endif
        // `dev_t` is signed on Darwin, unsigned on Linux: only the bits matter.
        device = Int64(truncatingIfNeeded: info.st_dev)
        (inode, size) = (Int64(truncatingIfNeeded: info.st_ino), Int64(info.st_size))
    }

    /// Ordered by modification time: the newest of several files is their `max()`.
    static func < (a: FileStamp, b: FileStamp) -> Bool { a.modified < b.modified }

    var description: String { "\(device):\(inode):\(size):\(modified):\(changed)" }
}
