import Foundation

/// One object per thread, made on the thread's first use and released when the thread ends:
/// for state that belongs to a call stack (the trampoline's queue, who is subscribing now),
/// which two threads must never share.
final class ThreadLocal<Object: AnyObject>: @unchecked Sendable {
    private let key: pthread_key_t
    private let make: () -> Object

    init(_ make: @escaping () -> Object) {
        var key = pthread_key_t()
        // The destructor's parameter: Darwin's header is audited for nullability, so the
        // pointer arrives non-optional; Glibc's and Musl's are not, so it is optional there.
        #if canImport(Darwin)
        pthread_key_create(&key) { pointer in
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        #else
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
        #endif
        self.key = key
        self.make = make
    }

    /// This thread's object.
    @inline(__always) var current: Object {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
        }
        let object = make()
        pthread_setspecific(key, Unmanaged.passRetained(object as AnyObject).toOpaque())
        return object
    }
}
