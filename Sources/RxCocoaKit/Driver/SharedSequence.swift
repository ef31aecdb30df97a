import RxCore

/// How a family of shared sequences shares and where it delivers.
public protocol SharingStrategyProtocol {
    /// Where elements are delivered (for `Driver`: the main thread).
    static var scheduler: SchedulerType { get }
    /// How one source is shared among subscribers.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// Anything that can be turned into a `SharedSequence` of one sharing strategy.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    associatedtype SharingStrategy: SharingStrategyProtocol
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

/// A sequence with guarantees for the UI, RxCocoa's "unit" (a trait): it never errors, it
/// delivers on its strategy's scheduler, and its subscribers share one subscription to the
/// source. `Driver` is the one for UI state.
///
/// Its operators take non-throwing closures (a `throw` would be an error), and each one's
/// result is shared again.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType {
    let source: Observable<Element>

    /// Shares `source` with the strategy. `source` must never error and must deliver on the
    /// strategy's scheduler; the `asDriver(...)` family makes sure of both.
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Takes `source` as it is (already shared, or sharing makes no difference).
    init(raw source: Observable<Element>) {
        self.source = source
    }

    /// Shares `source`, each subscriber traced as a row named `traceName` (`asDriver`).
    init(_ source: Observable<Element>, traceName: String, file: StaticString, line: UInt) {
        self.source = Trace.source(SharingStrategy.share(source), name: traceName, file: file, line: line)
    }

    public func asObservable() -> Observable<Element> {
        source
    }

    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }
}

// Each operator passes its call site on to the Observable operator it is built from, so a
// `Trace` row labels it with the learner's line (`file`/`line`: leave them out).
extension SharedSequence {
    /// One element, then completion, delivered on the strategy's scheduler.
    public static func just(_ element: Element, file: StaticString = #fileID, line: UInt = #line) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element, file: file, line: line).subscribe(on: SharingStrategy.scheduler))
    }

    /// `just` as RxCocoa declares it, for a function reference (`flatMapLatest(Driver.just)`).
    @_disfavoredOverload
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element, file: "", line: 0).subscribe(on: SharingStrategy.scheduler))
    }

    /// Completes at once.
    public static func empty(file: StaticString = #fileID, line: UInt = #line) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty(file: file, line: line).subscribe(on: SharingStrategy.scheduler))
    }

    /// `empty` as RxCocoa declares it, for a function reference.
    @_disfavoredOverload
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty(file: "", line: 0).subscribe(on: SharingStrategy.scheduler))
    }

    /// Never sends anything.
    public static func never(file: StaticString = #fileID, line: UInt = #line) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never(file: file, line: line))
    }

    /// `never` as RxCocoa declares it, for a function reference.
    @_disfavoredOverload
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never(file: "", line: 0))
    }

    /// The elements, then completion.
    public static func of(_ elements: Element..., file: StaticString = #fileID, line: UInt = #line) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Trace.source(Observable.from(elements, scheduler: SharingStrategy.scheduler), name: "of", file: file, line: line))
    }

    /// The array's elements, then completion.
    public static func from(_ array: [Element], file: StaticString = #fileID, line: UInt = #line) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler, file: file, line: line))
    }

    /// A new sequence from `factory` for each subscriber.
    public static func deferred(
        _ factory: @escaping () -> SharedSequence<SharingStrategy, Element>, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred({ factory().asObservable() }, file: file, line: line))
    }

    /// Every element of every source, as they come.
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>..., file: StaticString = #fileID, line: UInt = #line) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }, file: file, line: line))
    }

    /// The latest of both, each time either sends.
    public static func combineLatest<E1, E2>(
        _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
        resultSelector: @escaping (E1, E2) -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector, file: file, line: line))
    }

    /// The latest of all three, each time one sends.
    public static func combineLatest<E1, E2, E3>(
        _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
        _ source3: SharedSequence<SharingStrategy, E3>,
        resultSelector: @escaping (E1, E2, E3) -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(),
                                                resultSelector: resultSelector, file: file, line: line))
    }
}

extension SharedSequenceConvertibleType {
    private typealias Same<Result> = SharedSequence<SharingStrategy, Result>

    public func map<Result>(_ selector: @escaping (Element) -> Result, file: StaticString = #fileID, line: UInt = #line) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().map(selector, file: file, line: line))
    }

    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?, file: StaticString = #fileID, line: UInt = #line) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().compactMap(selector, file: file, line: line))
    }

    public func filter(_ predicate: @escaping (Element) -> Bool, file: StaticString = #fileID, line: UInt = #line) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().filter(predicate, file: file, line: line))
    }

    public func flatMapLatest<Result>(
        _ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().flatMapLatest({ selector($0).asObservable() }, file: file, line: line))
    }

    public func flatMap<Result>(
        _ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().flatMap({ selector($0).asObservable() }, file: file, line: line))
    }

    public func flatMapFirst<Result>(
        _ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().flatMapFirst({ selector($0).asObservable() }, file: file, line: line))
    }

    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Accumulate> {
        SharedSequence(asObservable().scan(seed, accumulator: accumulator, file: file, line: line))
    }

    public func startWith(_ element: Element, file: StaticString = #fileID, line: UInt = #line) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: asObservable().startWith(element, file: file, line: line))
    }

    public func skip(_ count: Int, file: StaticString = #fileID, line: UInt = #line) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count, file: file, line: line))
    }

    public func withLatestFrom<Second, Result>(
        _ second: SharedSequence<SharingStrategy, Second>,
        resultSelector: @escaping (Element, Second) -> Result,
        file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector, file: file, line: line))
    }

    public func withLatestFrom<Second>(
        _ second: SharedSequence<SharingStrategy, Second>, file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Second> {
        SharedSequence(asObservable().withLatestFrom(second.asObservable(), file: file, line: line))
    }

    /// Waits for `dueTime` of quiet on the strategy's scheduler, then sends the last element.
    public func debounce(_ dueTime: RxTimeInterval, file: StaticString = #fileID, line: UInt = #line) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler, file: file, line: line))
    }

    /// At most one element per `dueTime` on the strategy's scheduler.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, file: StaticString = #fileID, line: UInt = #line) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler, file: file, line: line))
    }

    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: asObservable().do(
            onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose,
            file: file, line: line
        ))
    }

    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function,
        fileID: StaticString = #fileID
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function, fileID: fileID))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    public func distinctUntilChanged(file: StaticString = #fileID, line: UInt = #line) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: asObservable().distinctUntilChanged(file: file, line: line))
    }
}
