@_spi(RxCocoaKit) import RxCore

/// `Driver`'s sharing: deliver on the main thread (`MainThread.scheduler`), share with
/// `share(replay: 1, scope: .whileConnected)` so a new subscriber gets the latest state at once.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.mocked ?? MainThread.scheduler }

    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// A sequence made to drive UI: it never errors, delivers on the main thread, and its
/// subscribers share one subscription and get the latest element when they subscribe.
///
/// Make one with `asDriver(onErrorJustReturn:)` (or `onErrorDriveWith:` / `onErrorRecover:`),
/// which decides up front what happens to an error; consume it with `drive(...)`.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

// Traced, each subscriber of a driver made by `asDriver` is a row named `asDriver`, labelled
// with the line that called it; the first one holds the driver's one source subscription.
extension ObservableConvertibleType {
    /// A `Driver` of this sequence: elements move to the main thread, and an error becomes
    /// `onErrorJustReturn` followed by completion.
    public func asDriver(onErrorJustReturn: Element, file: StaticString = #fileID, line: UInt = #line) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Driver(source, traceName: "asDriver", file: file, line: line)
    }

    /// A `Driver` of this sequence that continues with `onErrorDriveWith` after an error.
    public func asDriver(onErrorDriveWith: Driver<Element>, file: StaticString = #fileID, line: UInt = #line) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catch { _ in onErrorDriveWith.asObservable() }
        return Driver(source, traceName: "asDriver", file: file, line: line)
    }

    /// A `Driver` of this sequence that continues with the driver `onErrorRecover` makes from the error.
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>, file: StaticString = #fileID, line: UInt = #line) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return Driver(source, traceName: "asDriver", file: file, line: line)
    }
}

extension ControlProperty {
    /// The property as a `Driver` (a control property can't error).
    public func asDriver(file: StaticString = #fileID, line: UInt = #line) -> Driver<Element> {
        asDriver(onErrorDriveWith: Driver.empty(), file: file, line: line)
    }
}

extension ControlEvent {
    /// The events as a `Driver` (a control event can't error).
    public func asDriver(file: StaticString = #fileID, line: UInt = #line) -> Driver<Element> {
        asDriver(onErrorDriveWith: Driver.empty(), file: file, line: line)
    }
}

// MARK: drive

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// `drive` must be called on the main thread, so the replayed element arrives there.
    /// Off it, the kit reports RxCocoa's fatal error line and drives nothing.
    private func onMainThread(_ subscribe: () -> Disposable) -> Disposable {
        guard MainThread.isCurrent else {
            CocoaHooks.report(.drivenOffMainThread)
            return Disposables.create()
        }
        return subscribe()
    }

    // `file` and `line` (leave them out) name the call site, as `subscribe`'s do: for a
    // `SubscriptionLedger`, and for a `Trace` row that has no line of its own (`rx.tap`).

    /// Sends every element to each of `observers` (a label's `rx.text`, ...).
    public func drive<Observer: ObserverType>(_ observers: Observer..., file: StaticString = #fileID, line: UInt = #line) -> Disposable where Observer.Element == Element {
        onMainThread {
            asSharedSequence().asObservable().subscribe({ event in
                observers.forEach { $0.on(event) }
            }, file: file, line: line)
        }
    }

    /// Sends every element to each of `observers` of the optional type (`String` → `String?`).
    public func drive<Observer: ObserverType>(_ observers: Observer..., file: StaticString = #fileID, line: UInt = #line) -> Disposable where Observer.Element == Element? {
        onMainThread {
            asSharedSequence().asObservable().map { $0 as Element? }.subscribe({ event in
                observers.forEach { $0.on(event) }
            }, file: file, line: line)
        }
    }

    /// Accepts every element into each relay.
    public func drive(_ relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    /// Accepts every element into each relay of the optional type.
    public func drive(_ relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    /// Accepts every element into each relay.
    public func drive(_ relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    /// Accepts every element into each relay of the optional type.
    public func drive(_ relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    /// Subscribes with closures (there is no `onError`: a driver can't error).
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        onMainThread {
            asSharedSequence().asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, file: file, line: line)
        }
    }

    /// `drive(onNext:...)` with a weakly held `object` handed to the closures.
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        drive(
            onNext: { [weak object] element in if let object { onNext?(object, element) } },
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } },
            file: file, line: line
        )
    }

    /// Hands the driver's sequence to `transformation` (a custom binding).
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        transformation(asObservable())
    }

    /// Hands the driver's sequence and one more argument to a curried binding:
    /// `items.drive(table.rx.items) { table, row, item in ... }`.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        with(asObservable())(curriedArgument)
    }
}
