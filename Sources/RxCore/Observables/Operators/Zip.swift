// zip for 2…8 sources (with a result selector, or as tuples) and for collections, on one
// core. The two kinds finish differently, as in RxSwift: the fixed arities complete when
// every source has completed; the collection form also completes when a source emits
// while every other one has completed (so no further pair can ever be made).

extension ObservableType {
    /// Pairs up the sources' elements by index: the first of each, then the second of
    /// each, …, buffering the elements of faster sources.
    ///
    ///     x: -1--2-----3---|
    ///     y: ---a---b-----c-|
    ///     zip(x, y) { "\($0)\($1)" }
    ///        ---A---B-----C-|      A = 1a, B = 2b, C = 3c
    ///
    /// Completes when every source has completed; the first error ends it.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        Observable.zipping([source1.erasedSubscriber(), source2.erasedSubscriber()], completesWhenOthersDone: false, label: ("zip", file, line)) {
            try resultSelector($0[0] as! O1.Element, $0[1] as! O2.Element)
        }
    }

    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        Observable.zipping([source1.erasedSubscriber(), source2.erasedSubscriber(), source3.erasedSubscriber()], completesWhenOthersDone: false, label: ("zip", file, line)) {
            try resultSelector($0[0] as! O1.Element, $0[1] as! O2.Element, $0[2] as! O3.Element)
        }
    }

    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        Observable.zipping([source1.erasedSubscriber(), source2.erasedSubscriber(), source3.erasedSubscriber(), source4.erasedSubscriber()], completesWhenOthersDone: false, label: ("zip", file, line)) {
            try resultSelector($0[0] as! O1.Element, $0[1] as! O2.Element, $0[2] as! O3.Element, $0[3] as! O4.Element)
        }
    }

    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        Observable.zipping([source1.erasedSubscriber(), source2.erasedSubscriber(), source3.erasedSubscriber(), source4.erasedSubscriber(), source5.erasedSubscriber()], completesWhenOthersDone: false, label: ("zip", file, line)) {
            try resultSelector($0[0] as! O1.Element, $0[1] as! O2.Element, $0[2] as! O3.Element, $0[3] as! O4.Element,
                               $0[4] as! O5.Element)
        }
    }

    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        Observable.zipping([source1.erasedSubscriber(), source2.erasedSubscriber(), source3.erasedSubscriber(), source4.erasedSubscriber(), source5.erasedSubscriber(), source6.erasedSubscriber()], completesWhenOthersDone: false, label: ("zip", file, line)) {
            try resultSelector($0[0] as! O1.Element, $0[1] as! O2.Element, $0[2] as! O3.Element, $0[3] as! O4.Element,
                               $0[4] as! O5.Element, $0[5] as! O6.Element)
        }
    }

    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        Observable.zipping([source1.erasedSubscriber(), source2.erasedSubscriber(), source3.erasedSubscriber(), source4.erasedSubscriber(), source5.erasedSubscriber(), source6.erasedSubscriber(), source7.erasedSubscriber()], completesWhenOthersDone: false, label: ("zip", file, line)) {
            try resultSelector($0[0] as! O1.Element, $0[1] as! O2.Element, $0[2] as! O3.Element, $0[3] as! O4.Element,
                               $0[4] as! O5.Element, $0[5] as! O6.Element, $0[6] as! O7.Element)
        }
    }

    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        Observable.zipping([source1.erasedSubscriber(), source2.erasedSubscriber(), source3.erasedSubscriber(), source4.erasedSubscriber(), source5.erasedSubscriber(), source6.erasedSubscriber(), source7.erasedSubscriber(), source8.erasedSubscriber()], completesWhenOthersDone: false, label: ("zip", file, line)) {
            try resultSelector($0[0] as! O1.Element, $0[1] as! O2.Element, $0[2] as! O3.Element, $0[3] as! O4.Element,
                               $0[4] as! O5.Element, $0[5] as! O6.Element, $0[6] as! O7.Element, $0[7] as! O8.Element)
        }
    }

    /// The collection form: each round of elements, as an array, passed to `resultSelector`.
    /// An empty collection completes at once.
    public static func zip<Sources: Swift.Collection>(
        _ collection: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> where Sources.Element: ObservableType {
        Observable.zipping(collection.map { $0.sourceSubscriber() }, completesWhenOthersDone: true, label: ("zip", file, line), resultSelector: resultSelector)
    }

    /// The collection form without a selector: each round of elements as an array.
    public static func zip<Sources: Swift.Collection>(_ collection: Sources, file: StaticString = #fileID, line: UInt = #line) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        Observable.zipping(collection.map { $0.sourceSubscriber() }, completesWhenOthersDone: true, label: ("zip", file, line)) { $0 }
    }
}

extension ObservableType where Element == Any {
    /// `zip` emitting tuples: `Observable.zip(a, b)` is an `Observable<(A, B)>`.
    public static func zip<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2, file: StaticString = #fileID, line: UInt = #line)
        -> Observable<(O1.Element, O2.Element)> {
        Observable.zip(source1, source2, resultSelector: { ($0, $1) }, file: file, line: line)
    }

    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, file: StaticString = #fileID, line: UInt = #line)
        -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable.zip(source1, source2, source3, resultSelector: { ($0, $1, $2) }, file: file, line: line)
    }

    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, file: StaticString = #fileID, line: UInt = #line)
        -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable.zip(source1, source2, source3, source4, resultSelector: { ($0, $1, $2, $3) }, file: file, line: line)
    }

    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, file: StaticString = #fileID, line: UInt = #line)
        -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable.zip(source1, source2, source3, source4, source5, resultSelector: { ($0, $1, $2, $3, $4) }, file: file, line: line)
    }

    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, file: StaticString = #fileID, line: UInt = #line)
        -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable.zip(source1, source2, source3, source4, source5, source6, resultSelector: { ($0, $1, $2, $3, $4, $5) }, file: file, line: line)
    }

    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, file: StaticString = #fileID, line: UInt = #line)
        -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable.zip(source1, source2, source3, source4, source5, source6, source7, resultSelector: { ($0, $1, $2, $3, $4, $5, $6) }, file: file, line: line)
    }

    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8, file: StaticString = #fileID, line: UInt = #line)
        -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable.zip(source1, source2, source3, source4, source5, source6, source7, source8, resultSelector: { ($0, $1, $2, $3, $4, $5, $6, $7) }, file: file, line: line)
    }
}

extension Observable {
    /// The zip state machine for one subscription, for any number of sources, all under
    /// one lock. Sources are subscribed in order; each has a FIFO of elements not yet
    /// paired; a completed source's subscription is disposed at once, its buffer kept.
    static func zipping<Value>(
        _ sources: [SourceSubscriber<Value>],
        completesWhenOthersDone: Bool,
        label: (name: StaticString, file: StaticString, line: UInt) = ("", "", 0),
        resultSelector: @escaping ([Value]) throws -> Element
    ) -> Observable<Element> {
        produce(label.name, file: label.file, line: label.line) { sink in
            let lock = RecursiveLock()
            let count = sources.count
            var buffers = [FIFOQueue<Value>](repeating: FIFOQueue(), count: count)
            var isDone = [Bool](repeating: false, count: count)
            let subscriptions = (0 ..< count).map { _ in SingleAssignmentDisposable() }

            for (index, subscribe) in sources.enumerated() {
                subscriptions[index].setDisposable(subscribe { event in
                    // A finished source is disposed after the lock is released (RxSwift
                    // main's order): its disposal may wait on a thread that needs this lock.
                    defer { if case .completed = event { subscriptions[index].dispose() } }
                    lock.performLocked {
                        switch event {
                        case .next(let value):
                            buffers[index].enqueue(value)
                            if buffers.allSatisfy({ !$0.isEmpty }) {
                                let round = buffers.indices.map { buffers[$0].dequeue() }
                                do { sink.onNext(try resultSelector(round)) } catch { sink.onError(error) }
                            } else if completesWhenOthersDone && isDone.indices.allSatisfy({ $0 == index || isDone[$0] }) {
                                sink.onCompleted()
                            }
                        case .error(let error):
                            sink.onError(error)
                        case .completed:
                            isDone[index] = true
                            if !isDone.contains(false) { sink.onCompleted() }
                        }
                    }
                })
            }
            if count == 0 { sink.onCompleted() }
            return Disposables.create(subscriptions)
        }
    }
}
