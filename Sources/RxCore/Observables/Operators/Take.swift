/// Whether `take(while:)` / `take(until:)` also emits the element that ended the taking.
public enum TakeBehavior {
    /// Emit the element that ended it, then complete.
    case inclusive
    /// Complete without emitting the element that ended it.
    case exclusive
}

extension ObservableType {
    /// The first `count` elements, then completion at the tick of the last one.
    ///
    ///     --1--2--3--4--|
    ///     take(2)
    ///     --1--(2|)
    ///
    /// `take(0)` is `Observable.empty()`: it never subscribes to the source.
    public func take(_ count: Int, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        precondition(count >= 0, "count can't be negative")
        if count == 0 { return Observable.empty() }
        let source = asObservable()
        return Observable.produce("take", file: file, line: line) { sink in
            var remaining = count
            return source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    guard remaining > 0 else { return }
                    remaining -= 1
                    sink.onNext(element)
                    if remaining == 0 { sink.onCompleted() }
                case .error, .completed:
                    sink.on(event)
                }
            }
        }
    }

    /// Elements while `predicate` holds; completes at the first element that fails it.
    ///
    ///     --1--2--5--1--|
    ///     take(while: { $0 < 3 })                       (behavior: .inclusive)
    ///     --1--2--|                                     --1--2--(5|)
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        take(until: { try !predicate($0) }, behavior: behavior, file: file, line: line)
    }

    /// Elements until one satisfies `predicate`; completes at that element's tick.
    ///
    ///     --1--2--5--1--|
    ///     take(until: { $0 > 3 })                       (behavior: .inclusive)
    ///     --1--2--|                                     --1--2--(5|)
    ///
    /// A throwing predicate ends the sequence with its error.
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce("take", file: file, line: line) { sink in
            source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    let stop: Bool
                    do { stop = try predicate(element) } catch { sink.onError(error); return }
                    if !stop {
                        sink.onNext(element)
                        return
                    }
                    if behavior == .inclusive { sink.onNext(element) }
                    sink.onCompleted()
                case .error, .completed:
                    sink.on(event)
                }
            }
        }
    }

    /// The source's elements until `other` emits its first element; then completes and
    /// disposes both. `other` is subscribed first. If `other` completes without an element
    /// only its subscription ends; its error ends the result.
    ///
    ///     --1--2--3--4--|
    ///     ---------x-----     (other)
    ///     take(until: other)
    ///     --1--2---|
    public func take<Other: ObservableType>(until other: Other, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Observable.produce("take(until:)", file: file, line: line) { sink in
            let lock = RecursiveLock()
            let otherSubscription = SingleAssignmentDisposable()
            otherSubscription.setDisposable(other.subscribeEvents { event in
                lock.performLocked {
                    switch event {
                    case .next: sink.onCompleted()
                    case .error(let error): sink.onError(error)
                    case .completed: otherSubscription.dispose()
                    }
                }
            })
            let sourceSubscription = source.subscribeEvents { event in
                lock.performLocked { sink.on(event) }
            }
            return Disposables.create(sourceSubscription, otherSubscription)
        }
    }

    /// The last `count` elements, all emitted at the tick the source completes.
    ///
    ///     --1--2--3--4--|
    ///     takeLast(2)
    ///     --------------(3 4|)
    ///
    /// It buffers at most `count` elements; an error drops them and is forwarded at once.
    public func takeLast(_ count: Int, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        precondition(count >= 0, "count can't be negative")
        let source = asObservable()
        return Observable.produce("takeLast", file: file, line: line) { sink in
            var buffer: [Element] = []
            var head = 0
            return source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    buffer.append(element)
                    if buffer.count - head > count { head += 1 }
                    if head > count && head * 2 >= buffer.count {
                        buffer.removeFirst(head)
                        head = 0
                    }
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    for element in buffer[head...] { sink.onNext(element) }
                    sink.onCompleted()
                }
            }
        }
    }
}

extension ObservableType {
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Other: ObservableType>(_ other: Other, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        take(until: other, file: file, line: line)
    }

    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        take(until: predicate, behavior: behavior, file: file, line: line)
    }

    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        take(while: predicate, file: file, line: line)
    }
}
