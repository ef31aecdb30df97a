extension ObservableType where Element: Equatable {
    /// Drops an element equal to the one just before it.
    ///
    ///     --1--1--2--2--1--|
    ///     distinctUntilChanged()
    ///     --1-----2-----1--|
    public func distinctUntilChanged(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: { $0 == $1 }, file: file, line: line)
    }
}

extension ObservableType {
    /// Drops an element whose key equals the key of the last element let through.
    ///
    ///     --"a"--"A"--"b"--|
    ///     distinctUntilChanged { $0.lowercased() }
    ///     --"a"-------"b"--|
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 }, file: file, line: line)
    }

    /// Drops an element that `comparer` calls equal to the last element let through.
    ///
    ///     --1--2--4--5--|
    ///     distinctUntilChanged { $0 / 2 == $1 / 2 }    // same pair
    ///     --1--2--4-----|
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer, file: file, line: line)
    }

    /// Drops an element whose key `comparer` calls equal to the key of the last element let
    /// through. The first element always passes; a throwing selector or comparer ends the
    /// sequence with its error.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce("distinctUntilChanged", file: file, line: line) { sink in
            var currentKey: Key?
            return source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    do {
                        let key = try keySelector(element)
                        if let previous = currentKey, try comparer(previous, key) { return }
                        currentKey = key
                        sink.onNext(element)
                    } catch {
                        sink.onError(error)
                    }
                case .error, .completed:
                    sink.on(event)
                }
            }
        }
    }

    /// Drops an element whose value at `keyPath` equals that of the last element let through.
    ///
    ///     --(id 1, "a")--(id 1, "b")--(id 2, "c")--|
    ///     distinctUntilChanged(at: \.id)
    ///     --(id 1, "a")---------------(id 2, "c")--|
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: { $0 == $1 }, file: file, line: line)
    }
}
