import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One `watch` per checkout: two would compile the same exercise into the same build folder
/// at once and break each other's build. A `flock` on `.rxlesson/watch.lock`, which the
/// system lets go of when the holder ends, however it ends (a crash, a kill, a closed
/// terminal), so no stale lock is ever left; the holder's pid is written inside for the
/// message of the one refused.
final class WatchLock {
    enum Outcome {
        case held(WatchLock)
        /// Another process holds it; its pid when it had written it yet.
        case heldElsewhere(pid: Int32?)
        /// No lock could be made (a read-only checkout): the reason.
        case unavailable(String)
    }

    private var descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { release() }

    static func file(root: URL) -> URL {
        root.appendingPathComponent(".rxlesson/watch.lock")
    }

    static func take(_ file: URL) -> Outcome {
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Close-on-exec: a compiler `watch` starts must not keep the lock after `watch` has gone.
        let descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return .unavailable(String(cString: strerror(errno))) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            let pid = readPID(descriptor)
            close(descriptor)
            return code == EWOULDBLOCK ? .heldElsewhere(pid: pid) : .unavailable(String(cString: strerror(code)))
        }
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        return .held(WatchLock(descriptor: descriptor))
    }

    /// Lets go of the lock, as the end of the process would.
    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    private static func readPID(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
