import Foundation

/// Records what every operator of a chain does, without a probe named by hand: each
/// subscription to an operator becomes a `Row` labelled with the operator's RxSwift name and
/// the line where the chain applies it (`filter  Main.swift:7`), holding the events the
/// operator emitted and when it was subscribed and disposed.
///
/// Off unless started. When off it costs one nil check per subscription and nothing per
/// event: the per-event path of the operators is untouched, and only a traced subscription's
/// observer is wrapped.
///
/// Rows keep their links: an operator's row has as children the rows of its upstream
/// (subscribed while the operator was being subscribed, `.upstream`) and the rows of inner
/// observables it subscribed later (flatMap's inner sequences, retry's resubscriptions,
/// `.inner`). A row without a parent is the end of a chain: `chains` lists them.
///
/// Meant for a virtual clock (one thread at a time); mutations are locked all the same.
public final class Trace: @unchecked Sendable {
    public enum Relation: String, Sendable {
        /// Subscribed while its consumer was being subscribed: the operator's source.
        case upstream
        /// Subscribed later by its consumer: an inner observable, a resubscription.
        case inner
    }

    public enum Kind: String, Sendable {
        case next, error, completed
    }

    /// One event an operator emitted, at a virtual time.
    public struct Entry: Sendable, Hashable, CustomStringConvertible {
        public let time: Int
        public let kind: Kind
        /// The element's or the error's description; nil for `completed`.
        public let value: String?

        public init(time: Int, kind: Kind, value: String?) {
            self.time = time
            self.kind = kind
            self.value = value
        }

        public var description: String {
            switch kind {
            case .next: return "next(\(value ?? "")) @ \(time)"
            case .error: return "error(\(value ?? "")) @ \(time)"
            case .completed: return "completed @ \(time)"
            }
        }
    }

    /// One subscription to one operator.
    public final class Row: @unchecked Sendable, CustomStringConvertible {
        public let id: Int
        /// The operator's RxSwift name: `map`, `flatMapLatest`, `hot`, `PublishSubject`, ...
        public let name: String
        /// The `#fileID` of the call that applied the operator (`Module/File.swift`).
        public let fileID: String
        public let line: Int
        public let relation: Relation
        /// A name a person gave this point of a chain (a playground probe), not an operator:
        /// the row passes its upstream's events through unchanged.
        public let isLabel: Bool
        /// The call site was not given (a property, a function reference) and is its
        /// consumer's: who applied the operator is not known.
        public let siteInherited: Bool
        /// The consumer: the operator that subscribed to this one (nil at the end of a chain).
        public private(set) weak var parent: Row?
        public fileprivate(set) var children: [Row] = []
        public fileprivate(set) var events: [Entry] = []
        public let subscribed: Int
        public fileprivate(set) var disposed: Int?

        init(id: Int, name: String, fileID: String, line: Int, relation: Relation, isLabel: Bool, siteInherited: Bool = false, parent: Row?, subscribed: Int) {
            self.id = id
            self.name = name
            self.fileID = fileID
            self.line = line
            self.relation = relation
            self.isLabel = isLabel
            self.siteInherited = siteInherited
            self.parent = parent
            self.subscribed = subscribed
        }

        /// The file name without the module: `Main.swift`.
        public var fileName: String {
            fileID.split(separator: "/").last.map(String.init) ?? fileID
        }

        /// `filter  Main.swift:7`.
        public var label: String { "\(name)  \(fileName):\(line)" }

        public var description: String { "\(label) \(events)" }

        /// This row's upstream and inner rows.
        public var upstream: [Row] { children.filter { $0.relation == .upstream } }
        public var inner: [Row] { children.filter { $0.relation == .inner } }

        /// The rows of this chain in dataflow order: each operator after its upstream, inner
        /// observables right under their operator. `depth` counts the inner levels.
        public func dataflow(depth: Int = 0) -> [(row: Row, depth: Int)] {
            var rows: [(row: Row, depth: Int)] = []
            for child in upstream { rows += child.dataflow(depth: depth) }
            rows.append((self, depth))
            for child in inner { rows += child.dataflow(depth: depth + 1) }
            return rows
        }
    }

    @usableFromInline nonisolated(unsafe) static var active: Trace?
    /// Who is subscribing now, on this thread: set while an operator subscribes its upstream
    /// (`.upstream`) and while a row's events are delivered to its consumer (`.inner`).
    static var context: (row: Row, relation: Relation)? {
        get { subscribingNow.current.context }
        set { subscribingNow.current.context = newValue }
    }
    /// The call site of the `subscribe`/`bind`/`drive` subscribing now on this thread: where a
    /// source that can't know its own line (`rx.tap`) is labelled when no operator row consumes it.
    static var site: (fileID: String, line: Int)? {
        get { subscribingNow.current.site }
        set { subscribingNow.current.site = newValue }
    }

    /// Per thread, because a chain with `subscribe(on:)` or `observe(on:)` subscribes and
    /// delivers on several threads at once; shared, their saves and restores would tear.
    private final class SubscribingNow {
        var context: (row: Row, relation: Relation)?
        var site: (fileID: String, line: Int)?
    }
    private static let subscribingNow = ThreadLocal { SubscribingNow() }

    private let lock = NSLock()
    private let clock: () -> Int
    private var nextID = 0
    /// Every row, in the order subscribed.
    public private(set) var rows: [Row] = []
    /// Modules whose own calls to operators are not rows (an operator built from others).
    public var internalModules: Set<String> = ["RxCore", "RxCocoaKit", "RxTestCore"]
    /// Files (`#fileID`s) whose own calls to operators are not rows either: a stand-in built
    /// from operators, such as a lesson's ReactiveCocoa facade.
    public var internalFiles: Set<String> = []

    init(clock: @escaping () -> Int) {
        self.clock = clock
    }

    /// Starts tracing every subscription made from now on; `clock` is the virtual time
    /// (`{ scheduler.clock }`).
    @discardableResult
    package static func start(clock: @escaping () -> Int) -> Trace {
        let trace = Trace(clock: clock)
        active = trace
        context = nil
        return trace
    }

    /// Stops tracing; the trace keeps what it has.
    package static func stop() {
        active = nil
        context = nil
    }

    /// Runs `body` untraced, then goes on recording: for work on real threads, whose times a
    /// trace on the virtual clock cannot tell.
    package static func paused<Result>(_ body: () throws -> Result) rethrows -> Result {
        let saved = (active, context)
        active = nil
        context = nil
        defer { (active, context) = saved }
        return try body()
    }

    /// The trace recording now, if any.
    package static var current: Trace? { active }

    /// The ends of the chains (rows nobody consumed), in the order subscribed.
    public var chains: [Row] {
        lock.lock(); defer { lock.unlock() }
        return rows.filter { $0.parent == nil }
    }

    /// Rows named `name` (all subscriptions to such operators), in the order subscribed.
    public func rows(named name: String) -> [Row] {
        lock.lock(); defer { lock.unlock() }
        return rows.filter { $0.name == name }
    }

    private func open(name: String, fileID: String, line: Int, isLabel: Bool, siteInherited: Bool = false, under context: (row: Row, relation: Relation)?) -> Row {
        lock.lock(); defer { lock.unlock() }
        nextID += 1
        let row = Row(id: nextID, name: name, fileID: fileID, line: line, relation: context?.relation ?? .upstream,
                      isLabel: isLabel, siteInherited: siteInherited, parent: context?.row, subscribed: clock())
        context?.row.children.append(row)
        rows.append(row)
        return row
    }

    fileprivate func record<Element>(_ event: Event<Element>, in row: Row) {
        lock.lock(); defer { lock.unlock() }
        let time = clock()
        switch event {
        case .next(let element): row.events.append(Entry(time: time, kind: .next, value: StableDescription.of(element)))
        case .error(let error): row.events.append(Entry(time: time, kind: .error, value: "\(error)"))
        case .completed: row.events.append(Entry(time: time, kind: .completed, value: nil))
        }
        if event.isStopEvent && row.disposed == nil { row.disposed = time }
    }

    fileprivate func close(_ row: Row) {
        lock.lock(); defer { lock.unlock() }
        if row.disposed == nil { row.disposed = clock() }
    }

    func isInternal(_ fileID: String) -> Bool {
        if internalFiles.contains(fileID) { return true }
        return Self.module(of: fileID).map(internalModules.contains) ?? false
    }

    /// The module a `#fileID` names (`Module/File.swift`); nil for a text without the slash:
    /// a bare module name was written by hand (a `file:` passed through a function
    /// reference), and names nobody's code.
    package static func module(of fileID: String) -> String? {
        fileID.firstIndex(of: "/").map { String(fileID[..<$0]) }
    }

    /// Runs `body` with `context` as who is subscribing.
    static func within<T>(_ context: (row: Row, relation: Relation)?, _ body: () -> T) -> T {
        let saved = Trace.context
        Trace.context = context
        defer { Trace.context = saved }
        return body()
    }

    /// Subscribes `observer` through `subscribe` as one traced row named `name` when a trace
    /// is recording (and the call site is not inside the runtime); otherwise just subscribes.
    /// For sources that are not built with `produce` (test observables, subjects, share).
    /// An empty `file` takes the consumer's call site (see `source`); without one, no row.
    package static func subscribe<Element>(
        name: String, file: StaticString, line: UInt, observer: AnyObserver<Element>,
        _ subscribe: (AnyObserver<Element>) -> Disposable
    ) -> Disposable {
        guard let trace = active else { return subscribe(observer) }
        return trace.subscribe(name: name, fileID: "\(file)", line: Int(line), isLabel: false, observer: observer, subscribe)
    }

    /// Like `subscribe(name:...)`, for a point of a chain a person named (a probe) at
    /// `fileID:line`: the row is marked `isLabel`, so a drawing can show the name on the
    /// operator row it names instead of as a row of its own.
    package static func subscribe<Element>(
        label: String, fileID: String, line: Int, observer: AnyObserver<Element>,
        _ subscribe: (AnyObserver<Element>) -> Disposable
    ) -> Disposable {
        guard let trace = active else { return subscribe(observer) }
        return trace.subscribe(name: label, fileID: fileID, line: line, isLabel: true, observer: observer, subscribe)
    }

    func subscribe<Element>(
        name: String, fileID: String, line: Int, isLabel: Bool = false, observer: AnyObserver<Element>,
        _ subscribe: (AnyObserver<Element>) -> Disposable
    ) -> Disposable {
        let parent = Trace.context
        // An empty file: the source can't know its call site (a property such as `rx.tap`, a
        // function reference such as `flatMap(Observable.just)`); it takes its consumer's. Who
        // applied it is not known, so it is recorded even where that consumer is internal or
        // there is none.
        let (siteFileID, siteLine) = fileID.isEmpty ? parent.map({ ($0.row.fileID, $0.row.line) }) ?? Trace.site ?? ("", 0) : (fileID, line)
        guard fileID.isEmpty || !isInternal(siteFileID) else { return subscribe(observer) }
        let row = open(name: name, fileID: siteFileID, line: siteLine, isLabel: isLabel, siteInherited: fileID.isEmpty, under: parent)
        let consumer: (row: Row, relation: Relation)? = parent.map { ($0.row, .inner) }
        let wrapped = AnyObserver<Element> { [weak self] event in
            self?.record(event, in: row)
            Trace.within(consumer) { observer.on(event) }
        }
        let subscription = Trace.within((row, .upstream)) { subscribe(wrapped) }
        return Disposables.create { [weak self] in
            self?.close(row)
            subscription.dispose()
        }
    }

    /// Runs `subscribe` (a `subscribe`/`bind`/`drive` made at `file:line`) with that call site
    /// as the label of the sources it reaches that can't name their own line.
    @usableFromInline static func subscribing(at file: StaticString, _ line: UInt, _ subscribe: () -> Disposable) -> Disposable {
        let saved = site
        site = ("\(file)", Int(line))
        defer { site = saved }
        return subscribe()
    }

    /// `source` as a row named `name` for each subscription made while a trace records (when
    /// none does, subscribing costs one nil check more). An empty `file` labels the row with
    /// its consumer's call site: for a source reached through a property, which has no
    /// caller line of its own (`rx.tap`).
    package static func source<Element>(_ source: Observable<Element>, name: String, file: StaticString = "", line: UInt = 0) -> Observable<Element> {
        TracedSource(source: source, name: name, file: file, line: line)
    }

    /// What an operator keeps to subscribe inner observables later under its own row
    /// (`Trace.scope()` while it is being subscribed, `scope.run { ... }` later). Nil when
    /// nothing is traced.
    public struct Scope {
        let context: (row: Row, relation: Relation)

        /// Runs `body` (which subscribes an inner observable) as the operator's inner work.
        public func run<T>(_ body: () -> T) -> T {
            Trace.within(context, body)
        }
    }

    /// The row being subscribed now, to subscribe inner observables under it later.
    public static func scope() -> Scope? {
        guard active != nil, let context else { return nil }
        return Scope(context: (context.row, .inner))
    }

    /// The row being subscribed now, to subscribe more of its own sources later (concat's
    /// next one): they are drawn above it as its inputs, as combineLatest's are, not as
    /// inner observables.
    public static func sourceScope() -> Scope? {
        guard active != nil, let context else { return nil }
        return Scope(context: (context.row, .upstream))
    }
}

extension Optional where Wrapped == Trace.Scope {
    /// Runs `body` inside the scope when there is one, else just runs it.
    @inline(__always) func run<T>(_ body: () -> T) -> T {
        switch self {
        case .some(let scope): return scope.run(body)
        case .none: return body()
        }
    }
}

/// An inner observable an operator emits (a window, a group): while traced, each
/// subscription to it is a row under the operator that made it, whoever subscribes.
final class TracedInner<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let scope: Trace.Scope
    private let name: String
    private let file: StaticString
    private let line: UInt

    private init(source: Observable<Element>, scope: Trace.Scope, name: String, file: StaticString, line: UInt) {
        self.source = source
        self.scope = scope
        self.name = name
        self.file = file
        self.line = line
        super.init()
    }

    /// `source` itself when nothing is traced.
    static func wrap(_ source: Observable<Element>, scope: Trace.Scope?, name: String, file: StaticString, line: UInt) -> Observable<Element> {
        guard let scope else { return source }
        return TracedInner(source: source, scope: scope, name: name, file: file, line: line)
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        scope.run {
            Trace.subscribe(name: name, file: file, line: line, observer: AnyObserver(observer)) { source.subscribe($0) }
        }
    }
}
