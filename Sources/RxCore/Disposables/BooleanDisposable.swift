/// Only remembers whether it was disposed.
public final class BooleanDisposable: Cancelable {
    public static let disposed = BooleanDisposable(isDisposed: true)
    private let flag = OnceFlag()

    public init() {}

    public init(isDisposed: Bool) {
        if isDisposed { _ = flag.raise() }
    }

    public var isDisposed: Bool { flag.isRaised }

    public func dispose() { _ = flag.raise() }
}
