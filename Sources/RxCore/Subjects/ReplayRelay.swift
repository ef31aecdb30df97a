/// A `ReplaySubject` that can't terminate: new observers get the buffered elements, then
/// every element passed to `accept`.
public final class ReplayRelay<Element>: ObservableType {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay that replays at most the last `bufferSize` elements.
    public static func create(bufferSize: Int, file: StaticString = #fileID, line: UInt = #line) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject(bufferSize: bufferSize, kind: "ReplayRelay", file: file, line: line))
    }

    /// A relay that replays every element it ever received.
    public static func createUnbound(file: StaticString = #fileID, line: UInt = #line) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject(bufferSize: nil, kind: "ReplayRelay", file: file, line: line))
    }

    /// Buffers `element` and sends it to every current observer.
    public func accept(_ element: Element) {
        subject.onNext(element)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable sequence that never terminates.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
