/// A source that is a `Trace` row of its own name: what `Trace.source` returns. Untraced it
/// only forwards the subscription; the observer is never wrapped, so events cost nothing more.
final class TracedSource<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let name: String
    private let file: StaticString
    private let line: UInt

    init(source: Observable<Element>, name: String, file: StaticString, line: UInt) {
        self.source = source
        self.name = name
        self.file = file
        self.line = line
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        guard Trace.active != nil else { return source.subscribe(observer) }
        return Trace.subscribe(name: name, file: file, line: line, observer: AnyObserver(observer)) { source.subscribe($0) }
    }
}
