#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A recursive mutex: operators that merge several sources lock around their state, and a
/// source may legally call back into the same operator on the same thread.
final class RecursiveLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always) func lock() { pthread_mutex_lock(mutex) }
    @inline(__always) func unlock() { pthread_mutex_unlock(mutex) }

    @inline(__always) func performLocked<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A flag that flips once, safely from any thread.
final class OnceFlag: @unchecked Sendable {
    private let raised = Atomic<Bool>(false)

    init() {}

    /// True while the flag has not been raised.
    @inline(__always) var isRaised: Bool { raised.load(ordering: .acquiring) }

    /// Raises the flag; returns true only for the caller that raised it first.
    @inline(__always) func raise() -> Bool {
        !raised.exchange(true, ordering: .acquiringAndReleasing)
    }
}
