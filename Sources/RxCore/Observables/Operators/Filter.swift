extension ObservableType {
    /// Keeps the elements that satisfy `predicate`.
    ///
    ///     --1--2--3--4--|
    ///     filter { $0 % 2 == 0 }
    ///     -----2-----4--|
    @_disfavoredOverload
    @inlinable public func filter(_ predicate: @escaping (Element) throws -> Bool, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce("filter", file: file, line: line) { sink in
            source.subscribeEvents(onNext: { element in
                do {
                    if try predicate(element) { sink.onNext(element) }
                } catch { sink.onError(error) }
            }, onTerminal: { event in sink.on(event) })
        }
    }

    /// `filter` with a predicate that cannot throw: its elements skip the error check (see `map`).
    @inlinable public func filter(_ predicate: @escaping (Element) -> Bool, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce("filter", file: file, line: line) { sink in
            source.subscribeEvents(onNext: { element in
                if predicate(element) { sink.onNext(element) }
            }, onTerminal: { event in sink.on(event) })
        }
    }

    /// Drops every element, keeping only the terminal event.
    @inlinable public func ignoreElements(file: StaticString = #fileID, line: UInt = #line) -> Observable<Never> {
        let source = asObservable()
        return Observable.produce("ignoreElements", file: file, line: line) { sink in
            source.subscribeEvents { event in
                switch event {
                case .next: break
                case .error(let error): sink.onError(error)
                case .completed: sink.onCompleted()
                }
            }
        }
    }
}
