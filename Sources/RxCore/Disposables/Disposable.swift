/// Something that holds resources and can give them back.
public protocol Disposable {
    func dispose()
}

/// A disposable that can tell whether it was disposed.
public protocol Cancelable: Disposable {
    var isDisposed: Bool { get }
}

/// Factories for the common disposables.
public enum Disposables {
    /// A disposable that does nothing: for sequences that finish before `subscribe` returns.
    public static func create() -> Disposable { EmptyDisposable.instance }

    /// Runs `dispose` once, on the first call to `dispose()`.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// Disposes both, in order.
    public static func create(_ first: Disposable, _ second: Disposable) -> Cancelable {
        CompositeDisposable(first, second)
    }

    public static func create(_ first: Disposable, _ second: Disposable, _ third: Disposable) -> Cancelable {
        CompositeDisposable(first, second, third)
    }

    // Disfavoured, so that two or three disposables always take the overloads above: ranked
    // only as the less specific, `create(a.map { $0 }.subscribe(), b.map { $0 }.subscribe())`
    // was ambiguous once `map` had an overload for closures that cannot throw.
    @_disfavoredOverload
    public static func create(_ disposables: Disposable...) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }

    public static func create(_ disposables: [Disposable]) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }
}

struct EmptyDisposable: Disposable {
    static let instance: Disposable = EmptyDisposable()
    func dispose() {}
}

final class AnonymousDisposable: Cancelable {
    private let flag = OnceFlag()
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
        Resources.increment()
    }

    deinit { Resources.decrement() }

    var isDisposed: Bool { flag.isRaised }

    func dispose() {
        guard flag.raise() else { return }
        let action = self.action
        self.action = nil
        action?()
    }
}
