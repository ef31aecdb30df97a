extension ObservableType {
    /// Drops the first `count` elements, then lets everything through.
    ///
    ///     --1--2--3--4--|
    ///     skip(2)
    ///     --------3--4--|
    public func skip(_ count: Int, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce("skip", file: file, line: line) { sink in
            var remaining = count
            return source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    if remaining <= 0 {
                        sink.onNext(element)
                    } else {
                        remaining -= 1
                    }
                case .error, .completed:
                    sink.on(event)
                }
            }
        }
    }

    /// Drops elements while `predicate` holds; from the first that fails it, lets everything
    /// through without asking again.
    ///
    ///     --1--2--5--1--|
    ///     skip(while: { $0 < 3 })
    ///     --------5--1--|
    ///
    /// A throwing predicate ends the sequence with its error.
    public func skip(while predicate: @escaping (Element) throws -> Bool, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce("skip", file: file, line: line) { sink in
            var open = false
            return source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    if !open {
                        do { open = try !predicate(element) } catch { sink.onError(error); return }
                    }
                    if open { sink.onNext(element) }
                case .error, .completed:
                    sink.on(event)
                }
            }
        }
    }

    /// Drops the source's elements until `other` emits; then lets them through.
    /// The source is subscribed first. `other` is disposed at its first element or completion;
    /// its error ends the result.
    ///
    ///     --1--2--3--4--|
    ///     -------x-------     (other)
    ///     skip(until: other)
    ///     --------3--4--|
    ///
    /// If the source completes before `other` has emitted, the result ends *without* a
    /// `completed` event (both subscriptions are disposed), as in RxSwift.
    public func skip<Other: ObservableType>(until other: Other, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Observable.produce("skip(until:)", file: file, line: line) { sink in
            let lock = RecursiveLock()
            var forwarding = false
            let otherSubscription = SingleAssignmentDisposable()
            let sourceSubscription = source.subscribeEvents { event in
                lock.performLocked {
                    switch event {
                    case .next:
                        if forwarding { sink.on(event) }
                    case .error:
                        sink.on(event)
                    case .completed:
                        if forwarding { sink.on(event) } else { sink.dispose() }
                    }
                }
            }
            otherSubscription.setDisposable(other.subscribeEvents { event in
                lock.performLocked {
                    switch event {
                    case .next:
                        forwarding = true
                        otherSubscription.dispose()
                    case .error(let error):
                        sink.onError(error)
                    case .completed:
                        otherSubscription.dispose()
                    }
                }
            })
            return Disposables.create(sourceSubscription, otherSubscription)
        }
    }
}

extension ObservableType {
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        skip(while: predicate, file: file, line: line)
    }

    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Other: ObservableType>(_ other: Other, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        skip(until: other, file: file, line: line)
    }
}
