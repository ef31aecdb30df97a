import Foundation

/// Wakes `watch` the moment a file in a folder is written, created or renamed into place (an
/// editor's save), instead of at its next check: inotify on Linux. Elsewhere there is none
/// and `watch` checks the file every `interval`, as it also does here between signals.
final class SaveSignal {
    /// Readable when something in the folder changed; nil where there is no such signal.
    let descriptor: Int32?

    init(folder: URL) {
        #if os(Linux)
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        // A file closed after writing or renamed into place: not each write, which a half-saved file makes.
        let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_ATTRIB)
        if fd >= 0, inotify_add_watch(fd, folder.path, events) >= 0 {
            descriptor = fd
        } else {
            if fd >= 0 { close(fd) }
            descriptor = nil
        }
        #else
        descriptor = nil
        #endif
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    /// Reads what is pending, so the next wait blocks until the next change.
    func drain() {
        guard let descriptor else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while read(descriptor, &buffer, buffer.count) > 0 {}
    }
}
