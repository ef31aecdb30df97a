// combineLatest for 2…8 sources (with a result selector, or as tuples) and for collections.
// Every form erases its sources to one element type and runs the same core below.

extension ObservableType {
    /// Once every source has emitted, emits the combination of the latest elements of all
    /// of them whenever any one emits.
    ///
    ///     x: -1-----2-----3--|
    ///     y: ---a------b-------|
    ///     combineLatest(x, y) { "\($0)\($1)" }
    ///        ---A---B--C--D----|      A = 1a, B = 2a, C = 2b, D = 3b
    ///
    /// Completes when all sources have completed, or at once when a source emits while
    /// every other source has completed without ever emitting. The first error ends it.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        Observable.combiningLatest([source1.erasedSubscriber(), source2.erasedSubscriber()], label: ("combineLatest", file, line)) {
            try resultSelector($0[0] as! O1.Element, $0[1] as! O2.Element)
        }
    }

    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        Observable.combiningLatest([source1.erasedSubscriber(), source2.erasedSubscriber(), source3.erasedSubscriber()], label: ("combineLatest", file, line)) {
            try resultSelector($0[0] as! O1.Element, $0[1] as! O2.Element, $0[2] as! O3.Element)
        }
    }

    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        Observable.combiningLatest([source1.erasedSubscriber(), source2.erasedSubscriber(), source3.erasedSubscriber(), source4.erasedSubscriber()], label: ("combineLatest", file, line)) {
            try resultSelector($0[0] as! O1.Element, $0[1] as! O2.Element, $0[2] as! O3.Element, $0[3] as! O4.Element)
        }
    }

    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        Observable.combiningLatest([source1.erasedSubscriber(), source2.erasedSubscriber(), source3.erasedSubscriber(), source4.erasedSubscriber(), source5.erasedSubscriber()], label: ("combineLatest", file, line)) {
            try resultSelector($0[0] as! O1.Element, $0[1] as! O2.Element, $0[2] as! O3.Element, $0[3] as! O4.Element, $0[4] as! O5.Element)
        }
    }

    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        Observable.combiningLatest([source1.erasedSubscriber(), source2.erasedSubscriber(), source3.erasedSubscriber(), source4.erasedSubscriber(), source5.erasedSubscriber(), source6.erasedSubscriber()], label: ("combineLatest", file, line)) {
            try resultSelector($0[0] as! O1.Element, $0[1] as! O2.Element, $0[2] as! O3.Element, $0[3] as! O4.Element, $0[4] as! O5.Element, $0[5] as! O6.Element)
        }
    }

    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        Observable.combiningLatest([source1.erasedSubscriber(), source2.erasedSubscriber(), source3.erasedSubscriber(), source4.erasedSubscriber(), source5.erasedSubscriber(), source6.erasedSubscriber(), source7.erasedSubscriber()], label: ("combineLatest", file, line)) {
            try resultSelector($0[0] as! O1.Element, $0[1] as! O2.Element, $0[2] as! O3.Element, $0[3] as! O4.Element, $0[4] as! O5.Element, $0[5] as! O6.Element, $0[6] as! O7.Element)
        }
    }

    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        Observable.combiningLatest([source1.erasedSubscriber(), source2.erasedSubscriber(), source3.erasedSubscriber(), source4.erasedSubscriber(), source5.erasedSubscriber(), source6.erasedSubscriber(), source7.erasedSubscriber(), source8.erasedSubscriber()], label: ("combineLatest", file, line)) {
            try resultSelector($0[0] as! O1.Element, $0[1] as! O2.Element, $0[2] as! O3.Element, $0[3] as! O4.Element, $0[4] as! O5.Element, $0[5] as! O6.Element, $0[6] as! O7.Element, $0[7] as! O8.Element)
        }
    }

    /// The collection form: the latest elements of all sources, as an array, passed to
    /// `resultSelector`. An empty collection emits `resultSelector([])` and completes.
    public static func combineLatest<Sources: Swift.Collection>(
        _ collection: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> where Sources.Element: ObservableType {
        Observable.combiningLatest(collection.map { $0.sourceSubscriber() }, label: ("combineLatest", file, line), resultSelector: resultSelector)
    }

    /// The collection form without a selector: the latest elements as an array.
    public static func combineLatest<Sources: Swift.Collection>(_ collection: Sources, file: StaticString = #fileID, line: UInt = #line) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        Observable.combiningLatest(collection.map { $0.sourceSubscriber() }, label: ("combineLatest", file, line)) { $0 }
    }
}

extension ObservableType where Element == Any {
    /// `combineLatest` emitting tuples: `Observable.combineLatest(a, b)` is an `Observable<(A, B)>`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2, file: StaticString = #fileID, line: UInt = #line)
        -> Observable<(O1.Element, O2.Element)> {
        Observable.combineLatest(source1, source2, resultSelector: { ($0, $1) }, file: file, line: line)
    }

    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, file: StaticString = #fileID, line: UInt = #line)
        -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable.combineLatest(source1, source2, source3, resultSelector: { ($0, $1, $2) }, file: file, line: line)
    }

    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, file: StaticString = #fileID, line: UInt = #line)
        -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable.combineLatest(source1, source2, source3, source4, resultSelector: { ($0, $1, $2, $3) }, file: file, line: line)
    }

    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, file: StaticString = #fileID, line: UInt = #line)
        -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable.combineLatest(source1, source2, source3, source4, source5, resultSelector: { ($0, $1, $2, $3, $4) }, file: file, line: line)
    }

    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, file: StaticString = #fileID, line: UInt = #line)
        -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable.combineLatest(source1, source2, source3, source4, source5, source6, resultSelector: { ($0, $1, $2, $3, $4, $5) }, file: file, line: line)
    }

    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, file: StaticString = #fileID, line: UInt = #line)
        -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable.combineLatest(source1, source2, source3, source4, source5, source6, source7, resultSelector: { ($0, $1, $2, $3, $4, $5, $6) }, file: file, line: line)
    }

    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8, file: StaticString = #fileID, line: UInt = #line)
        -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8, resultSelector: { ($0, $1, $2, $3, $4, $5, $6, $7) }, file: file, line: line)
    }
}

/// How a combining operator subscribes to one of its sources: the handler receives the
/// source's events with the element converted to the operator's common `Value` type.
typealias SourceSubscriber<Value> = (@escaping (Event<Value>) -> Void) -> Disposable

extension ObservableType {
    /// This source for a fixed-arity combining operator, its element type erased.
    /// (Not a parameter pack: the release build's cross-module optimiser crashes on packs.)
    func erasedSubscriber() -> SourceSubscriber<Any> {
        let source = asObservable()
        return { handler in source.subscribeEvents { handler($0.map { $0 as Any }) } }
    }

    /// This source as a subscriber keeping its element type (for the collection forms).
    func sourceSubscriber() -> SourceSubscriber<Element> {
        let source = asObservable()
        return { handler in source.subscribeEvents(handler) }
    }
}

extension Observable {
    /// The combineLatest state machine for one subscription, for any number of sources,
    /// all under one lock. Sources are subscribed in order; a completed source's
    /// subscription is disposed at once while its latest element keeps being used.
    static func combiningLatest<Value>(
        _ sources: [SourceSubscriber<Value>],
        label: (name: StaticString, file: StaticString, line: UInt) = ("", "", 0),
        resultSelector: @escaping ([Value]) throws -> Element
    ) -> Observable<Element> {
        produce(label.name, file: label.file, line: label.line) { sink in
            let lock = RecursiveLock()
            let count = sources.count
            var latest = [Value?](repeating: nil, count: count)
            var valueCount = 0
            var isDone = [Bool](repeating: false, count: count)
            var doneCount = 0
            let subscriptions = (0 ..< count).map { _ in SingleAssignmentDisposable() }

            func emitCombination() {
                do {
                    sink.onNext(try resultSelector(latest.map { $0! }))
                } catch {
                    sink.onError(error)
                }
            }

            for (index, subscribe) in sources.enumerated() {
                subscriptions[index].setDisposable(subscribe { event in
                    lock.performLocked {
                        switch event {
                        case .next(let value):
                            if latest[index] == nil { valueCount += 1 }
                            latest[index] = value
                            if valueCount == count {
                                emitCombination()
                            } else if doneCount - (isDone[index] ? 1 : 0) == count - 1 {
                                sink.onCompleted()
                            }
                        case .error(let error):
                            sink.onError(error)
                        case .completed:
                            subscriptions[index].dispose()
                            guard !isDone[index] else { return }
                            isDone[index] = true
                            doneCount += 1
                            if doneCount == count { sink.onCompleted() }
                        }
                    }
                })
            }
            if count == 0 {
                emitCombination()
                sink.onCompleted()
            }
            return Disposables.create(subscriptions)
        }
    }
}
