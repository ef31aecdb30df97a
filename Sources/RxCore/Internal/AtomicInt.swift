#if canImport(Darwin)
import Darwin
#else
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization
#endif

// The runtime's flags and counters (a sink's disposed bit, a subject's re-entrancy count,
// `Resources.total`). `Synchronization.Atomic` needs macOS 15 / iOS 18 on Apple systems,
// below the floors the package declares, so there they are a word behind a small lock
// (`LockedInt`); elsewhere `Atomic` has no such floor and is used as is.

#if canImport(Darwin)
@usableFromInline typealias AtomicInt = LockedInt
#else
/// An integer shared between threads: `Atomic<Int>` with the runtime's four operations.
@usableFromInline
struct AtomicInt: ~Copyable, @unchecked Sendable {
    @usableFromInline let storage: Atomic<Int>

    @usableFromInline init(_ value: Int) {
        storage = Atomic(value)
    }

    /// The current value.
    @inlinable @inline(__always) func load() -> Int {
        storage.load(ordering: .acquiring)
    }

    /// Adds `amount`; returns the value before.
    @inlinable @inline(__always) @discardableResult func add(_ amount: Int) -> Int {
        storage.wrappingAdd(amount, ordering: .acquiringAndReleasing).oldValue
    }

    /// Subtracts `amount`; returns the value before.
    @inlinable @inline(__always) @discardableResult func subtract(_ amount: Int) -> Int {
        storage.wrappingSubtract(amount, ordering: .acquiringAndReleasing).oldValue
    }

    /// Sets the bits of `mask`; returns the value before.
    @inlinable @inline(__always) @discardableResult func setBits(_ mask: Int) -> Int {
        storage.bitwiseOr(mask, ordering: .acquiringAndReleasing).oldValue
    }
}
#endif

/// An integer behind a lock of its own (`os_unfair_lock` on Apple systems, a pthread mutex
/// elsewhere), in one allocation with it. The lock is held for one read or update only,
/// never while calling out. It is `AtomicInt` on Apple systems; `LockedIntTests` runs it
/// everywhere.
@usableFromInline
struct LockedInt: ~Copyable, @unchecked Sendable {
    #if canImport(Darwin)
    @usableFromInline typealias Mutex = os_unfair_lock
    #else
    @usableFromInline typealias Mutex = pthread_mutex_t
    #endif

    /// The lock, then the value, in one allocation.
    @usableFromInline let mutex: UnsafeMutablePointer<Mutex>
    @usableFromInline let value: UnsafeMutablePointer<Int>

    @usableFromInline static var valueOffset: Int {
        let alignment = MemoryLayout<Int>.alignment
        return (MemoryLayout<Mutex>.stride + alignment - 1) / alignment * alignment
    }

    @usableFromInline init(_ initial: Int) {
        let memory = UnsafeMutableRawPointer.allocate(
            byteCount: Self.valueOffset + MemoryLayout<Int>.size,
            alignment: max(MemoryLayout<Mutex>.alignment, MemoryLayout<Int>.alignment)
        )
        mutex = memory.bindMemory(to: Mutex.self, capacity: 1)
        value = (memory + Self.valueOffset).bindMemory(to: Int.self, capacity: 1)
        #if canImport(Darwin)
        mutex.initialize(to: os_unfair_lock())
        #else
        pthread_mutex_init(mutex, nil)
        #endif
        value.initialize(to: initial)
    }

    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(mutex)
        #endif
        UnsafeMutableRawPointer(mutex).deallocate()
    }

    @inlinable @inline(__always) func withLock<Result>(_ body: (UnsafeMutablePointer<Int>) -> Result) -> Result {
        #if canImport(Darwin)
        os_unfair_lock_lock(mutex)
        defer { os_unfair_lock_unlock(mutex) }
        #else
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        #endif
        return body(value)
    }

    /// The current value.
    @inlinable @inline(__always) func load() -> Int {
        withLock { $0.pointee }
    }

    /// Adds `amount`; returns the value before.
    @inlinable @inline(__always) @discardableResult func add(_ amount: Int) -> Int {
        withLock { value in
            let old = value.pointee
            value.pointee = old &+ amount
            return old
        }
    }

    /// Subtracts `amount`; returns the value before.
    @inlinable @inline(__always) @discardableResult func subtract(_ amount: Int) -> Int {
        add(0 &- amount)
    }

    /// Sets the bits of `mask`; returns the value before.
    @inlinable @inline(__always) @discardableResult func setBits(_ mask: Int) -> Int {
        withLock { value in
            let old = value.pointee
            value.pointee = old | mask
            return old
        }
    }
}
