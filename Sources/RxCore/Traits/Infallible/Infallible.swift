/// A sequence that can't fail: it emits elements and may complete, but never errors.
///
/// It is `ObservableConvertibleType`, not `ObservableType` (as in RxSwift 6): its operators
/// return `Infallible` again, and it has no `onError` to subscribe. Build one with
/// `Infallible.create`, `just`/`of`/`from`, or from any sequence with
/// `asInfallible(onErrorJustReturn:)` / `(onErrorFallbackTo:)` / `(onErrorRecover:)`.
///
///     --1--2--#          (an observable that may fail)
///     asInfallible(onErrorJustReturn: 0)
///     --1--2--0|
public protocol InfallibleType: ObservableConvertibleType {}

public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    /// Wraps `source`; callers promise it never errors (every public way in guarantees it).
    init(_ source: Observable<Element>) {
        self.source = source
    }

    public func asObservable() -> Observable<Element> { source }
}

/// What an `Infallible` can emit: an element or completion (there is no error case).
public enum InfallibleEvent<Element> {
    case next(Element)
    case completed
}

extension InfallibleEvent: EventConvertible {
    /// The same event as an `Event`.
    public var event: Event<Element> {
        switch self {
        case .next(let element): return .next(element)
        case .completed: return .completed
        }
    }
}

extension InfallibleType {
    /// Subscribes closures for elements, completion and disposal (there is no `onError`).
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// The same, with `object` passed to each closure while it is alive (no retain cycle).
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a closure that receives every event.
    ///
    /// An error can only get in through a throwing closure given to an operator (RxSwift
    /// allows them, as here); it is not delivered but reported to `Hooks.defaultErrorHandler`
    /// (RxSwift stops a debug build there).
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe { (event: Event<Element>) in
            switch event {
            case .next(let element): on(.next(element))
            case .completed: on(.completed)
            case .error(let error): Hooks.reportUnhandled(error)
            }
        }
    }
}

extension Infallible {
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// Builds an infallible sequence from a subscribe closure, as `Observable.create` does,
    /// but its observer only takes `.next` and `.completed`.
    ///
    ///     Infallible<Int>.create { observer in observer(.next(1)); observer(.completed); return Disposables.create() }
    ///     1|
    public static func create(
        subscribe: @escaping (@escaping InfallibleObserver) -> Disposable, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        Infallible(Observable.created("Infallible.create", file: file, line: line) { observer in
            subscribe { event in observer.on(event.event) }
        })
    }
}

// Traced, each subscriber of an infallible made by `asInfallible(onError...)` is a row named
// `asInfallible`, labelled with the line that called it.
extension ObservableConvertibleType {
    /// Replaces an error with `element`, then completes.
    ///
    ///     --1--#
    ///     asInfallible(onErrorJustReturn: 0)
    ///     --1--0|
    public func asInfallible(onErrorJustReturn element: Element, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(Trace.source(asObservable().catchAndReturn(element), name: "asInfallible", file: file, line: line))
    }

    /// Continues with `infallible` after an error.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(Trace.source(asObservable().catch { _ in infallible.asObservable() }, name: "asInfallible", file: file, line: line))
    }

    /// Continues with the infallible sequence `onErrorRecover` makes from the error.
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(Trace.source(asObservable().catch { error in onErrorRecover(error).asObservable() }, name: "asInfallible", file: file, line: line))
    }
}

extension PublishRelay {
    /// The relay as an `Infallible` (a relay never errors).
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension BehaviorRelay {
    /// The relay as an `Infallible` (a relay never errors).
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension ReplayRelay {
    /// The relay as an `Infallible` (a relay never errors).
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}
