#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A recursive mutex: operators that merge several sources lock around their state, and a
/// source may legally call back into the same operator on the same thread.
@usableFromInline
final class RecursiveLock: @unchecked Sendable {
    @usableFromInline let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    @usableFromInline init() {
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

    @inlinable @inline(__always) func lock() { pthread_mutex_lock(mutex) }
    @inlinable @inline(__always) func unlock() { pthread_mutex_unlock(mutex) }

    @inlinable @inline(__always) func performLocked<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A flag that flips once, safely from any thread.
@usableFromInline
final class OnceFlag: @unchecked Sendable {
    @usableFromInline let raised = AtomicInt(0)

    @usableFromInline init() {}

    /// True once the flag has been raised.
    @inlinable @inline(__always) var isRaised: Bool { raised.load() != 0 }

    /// Raises the flag; returns true only for the caller that raised it first.
    @inlinable @inline(__always) func raise() -> Bool {
        raised.setBits(1) == 0
    }
}

/// `OnceFlag` stored inline in its owner: checking it on the per-element path is one load
/// from the owner, not a second object's to chase.
@usableFromInline
struct InlineOnceFlag: ~Copyable, @unchecked Sendable {
    @usableFromInline let raised = AtomicInt(0)

    @usableFromInline init() {}

    /// True once the flag has been raised.
    @inlinable @inline(__always) var isRaised: Bool { raised.load() != 0 }

    /// Raises the flag; returns true only for the caller that raised it first.
    @inlinable @inline(__always) func raise() -> Bool {
        raised.setBits(1) == 0
    }
}

/// Mutable state an operator's closures share, such as `range`'s index. A captured `var` would do, but the compiler checks every access to it for
/// overlapping modification at run time (it escapes into a closure); a sink delivers one
/// event at a time, so those checks are pure cost on the per-element path.
@usableFromInline
final class UncheckedBox<Value> {
    @usableFromInline @exclusivity(unchecked) var value: Value

    @inlinable init(_ value: Value) {
        self.value = value
    }
}
