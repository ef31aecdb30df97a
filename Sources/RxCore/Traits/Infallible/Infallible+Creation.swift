// Creating Infallibles, and concat/merge of several (RxSwift 6.10's set).

// MARK: - Creation

extension InfallibleType {
    /// One element, then completion: `1|`.
    public static func just(_ element: Element, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(.just(element, file: file, line: line))
    }

    /// One element on `scheduler`, then completion.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(.just(element, scheduler: scheduler, file: file, line: line))
    }

    /// Never emits and never completes: `-----`.
    public static func never(file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(.never(file: file, line: line))
    }

    /// Completes at once: `|`.
    public static func empty(file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(.empty(file: file, line: line))
    }

    /// Calls `observableFactory` on every subscription and subscribes to what it returns.
    public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(.deferred({ try observableFactory().asObservable() }, file: file, line: line))
    }
}

extension Infallible {
    /// The elements one after another (on `scheduler`), then completion: `of(1, 2)` is `12|`.
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(Trace.source(Observable.from(elements, scheduler: scheduler), name: "of", file: file, line: line))
    }

    /// The array's elements one after another, then completion.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(Observable.from(array, scheduler: scheduler, file: file, line: line))
    }

    /// The sequence's elements one after another, then completion.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element>
        where Sequence.Element == Element {
        Infallible(Observable.from(sequence, scheduler: scheduler, file: file, line: line))
    }
}

// MARK: - Concat and merge

extension InfallibleType {
    /// This sequence, then `second` once this one completes.
    public func concat<Source: ObservableConvertibleType>(_ second: Source, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> where Source.Element == Element {
        Infallible(Observable.concat([asObservable(), second.asObservable()], file: file, line: line))
    }

    /// The sequences one after another.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element>
        where Sequence.Element == Infallible<Element> {
        Infallible(Observable.concat(sequence.map { $0.asObservable() }, file: file, line: line))
    }

    /// The sequences one after another.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element>
        where Collection.Element == Infallible<Element> {
        Infallible(Observable.concat(collection.map { $0.asObservable() }, file: file, line: line))
    }

    /// The sequences one after another.
    public static func concat(_ sources: Infallible<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }, file: file, line: line))
    }

    /// All the sequences' elements as they come; completes when all have completed.
    /// (RxSwift 6.10's collection form concatenates instead: a bug we don't copy.)
    public static func merge<Collection: Swift.Collection>(_ sources: Collection, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element>
        where Collection.Element == Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }, file: file, line: line))
    }

    /// All the sequences' elements as they come; completes when all have completed.
    public static func merge(_ sources: [Infallible<Element>], file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }, file: file, line: line))
    }

    /// All the sequences' elements as they come; completes when all have completed.
    public static func merge(_ sources: Infallible<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }, file: file, line: line))
    }
}
