import RxCore

/// `Signal`'s sharing: deliver on the main thread (`MainThread.scheduler`, as `Driver`), share
/// with `share(scope: .whileConnected)`, which replays nothing: a new subscriber gets only
/// the events sent after it subscribed.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.mocked ?? MainThread.scheduler }

    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

/// A sequence made for one-off UI events (a tap, a toast, a navigation): like `Driver` it
/// never errors, delivers on the main thread and shares one subscription among its
/// subscribers, but it replays nothing, so a subscriber that comes late does not get an event
/// that already happened. `Driver` is for state; `Signal` for events.
///
/// Make one with `asSignal(onErrorJustReturn:)` (or `onErrorSignalWith:` / `onErrorRecover:`),
/// `PublishRelay.asSignal()` or `ControlEvent.asSignal()`; consume it with `emit(...)`.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// The signal itself.
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}

// Traced, each subscriber of a signal made by `asSignal` is a row named `asSignal`, labelled
// with the line that called it; the first one holds the signal's one source subscription.
extension ObservableConvertibleType {
    /// A `Signal` of this sequence: elements move to the main thread, and an error becomes
    /// `onErrorJustReturn` followed by completion.
    public func asSignal(onErrorJustReturn: Element, file: StaticString = #fileID, line: UInt = #line) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Signal(source, traceName: "asSignal", file: file, line: line)
    }

    /// A `Signal` of this sequence that continues with `onErrorSignalWith` after an error.
    public func asSignal(onErrorSignalWith: Signal<Element>, file: StaticString = #fileID, line: UInt = #line) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catch { _ in onErrorSignalWith.asObservable() }
        return Signal(source, traceName: "asSignal", file: file, line: line)
    }

    /// A `Signal` of this sequence that continues with the signal `onErrorRecover` makes from the error.
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>, file: StaticString = #fileID, line: UInt = #line) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return Signal(source, traceName: "asSignal", file: file, line: line)
    }
}

extension PublishRelay {
    /// The relay as a `Signal` (a relay can't error).
    public func asSignal(file: StaticString = #fileID, line: UInt = #line) -> Signal<Element> {
        let source = asObservable().observe(on: SignalSharingStrategy.scheduler)
        return Signal(source, traceName: "asSignal", file: file, line: line)
    }
}

extension ControlEvent {
    /// The events as a `Signal` (a control event can't error).
    public func asSignal(file: StaticString = #fileID, line: UInt = #line) -> Signal<Element> {
        asSignal(onErrorSignalWith: Signal.empty(), file: file, line: line)
    }
}

// MARK: emit

// As in RxCocoa, `emit` does not check the thread (`drive` does): a signal already delivers
// on the main thread, and it has no latest element to replay on the caller's.
extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends every element to each of `observers`.
    public func emit<Observer: ObserverType>(to observers: Observer..., file: StaticString = #fileID, line: UInt = #line) -> Disposable where Observer.Element == Element {
        asSharedSequence().asObservable().subscribe({ event in
            observers.forEach { $0.on(event) }
        }, file: file, line: line)
    }

    /// Sends every element to each of `observers` of the optional type (`String` → `String?`).
    public func emit<Observer: ObserverType>(to observers: Observer..., file: StaticString = #fileID, line: UInt = #line) -> Disposable where Observer.Element == Element? {
        asSharedSequence().asObservable().map { $0 as Element? }.subscribe({ event in
            observers.forEach { $0.on(event) }
        }, file: file, line: line)
    }

    /// Accepts every element into each relay.
    public func emit(to relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    /// Accepts every element into each relay of the optional type.
    public func emit(to relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    /// Accepts every element into each relay.
    public func emit(to relays: PublishRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    /// Accepts every element into each relay of the optional type.
    public func emit(to relays: PublishRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    /// Accepts every element into each relay.
    public func emit(to relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    /// Accepts every element into each relay of the optional type.
    public func emit(to relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    /// Subscribes with closures (there is no `onError`: a signal can't error).
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        asSharedSequence().asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, file: file, line: line)
    }

    /// `emit(onNext:...)` with a weakly held `object` handed to the closures.
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        emit(
            onNext: { [weak object] element in if let object { onNext?(object, element) } },
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } },
            file: file, line: line
        )
    }

    /// Subscribes and ignores the events (RxCocoa's `emit()`).
    public func emit() -> Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
