#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An integer shared between threads, behind a small lock of its own: `os_unfair_lock` on
/// Apple systems, a pthread mutex elsewhere. It stands where `Synchronization.Atomic` would
/// (flags, counters, state bits), which needs macOS 15 / iOS 18: this runs on every system
/// the package declares. The lock is only ever held for one read or update, never while
/// calling out.
@usableFromInline
final class AtomicInt: @unchecked Sendable {
    #if canImport(Darwin)
    @usableFromInline let mutex = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
    #else
    @usableFromInline let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    #endif
    @usableFromInline @exclusivity(unchecked) var value: Int

    @usableFromInline init(_ value: Int) {
        self.value = value
        #if canImport(Darwin)
        mutex.initialize(to: os_unfair_lock())
        #else
        pthread_mutex_init(mutex, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(mutex)
        #endif
        mutex.deallocate()
    }

    @inlinable @inline(__always) func withLock<Result>(_ body: () -> Result) -> Result {
        #if canImport(Darwin)
        os_unfair_lock_lock(mutex)
        defer { os_unfair_lock_unlock(mutex) }
        #else
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        #endif
        return body()
    }

    /// The current value.
    @inlinable @inline(__always) func load() -> Int {
        withLock { value }
    }

    /// Adds `amount`; returns the value before.
    @inlinable @inline(__always) @discardableResult func add(_ amount: Int) -> Int {
        withLock {
            let old = value
            value = old &+ amount
            return old
        }
    }

    /// Subtracts `amount`; returns the value before.
    @inlinable @inline(__always) @discardableResult func subtract(_ amount: Int) -> Int {
        add(0 &- amount)
    }

    /// Sets the bits of `mask`; returns the value before.
    @inlinable @inline(__always) @discardableResult func setBits(_ mask: Int) -> Int {
        withLock {
            let old = value
            value = old | mask
            return old
        }
    }
}
