/// What a traced row says about the operator's inputs, from its name (and the code that
/// applied it): a trace lists a chain's rows in dataflow order without saying which rows
/// feed which, so the quiz rebuilds the links from what each operator is known to take.
enum OperatorShape {
    /// Operators that start a chain: nothing upstream of them is traced.
    static let sources: Set<String> = [
        "hot", "cold", "interval", "timer", "just", "of", "from", "range", "empty", "never", "error",
        "repeatElement", "generate", "PublishSubject", "BehaviorSubject", "ReplaySubject", "AsyncSubject",
        "PublishRelay", "BehaviorRelay", "ReplayRelay", "Variable",
    ]

    /// Operators that may or may not have a traced upstream (`share` connected by an earlier
    /// chain has none; `deferred` and `create` subscribe whatever their closure makes). They
    /// pass their upstream's events on unchanged when they have one.
    static let passThroughOrSource: Set<String> = ["share", "deferred", "create", "asObservable"]

    /// Operators that take several sources on the same level: the trees just before them.
    static let combining: Set<String> = [
        "combineLatest", "zip", "merge", "concat", "amb", "withLatestFrom", "sample", "takeUntil", "skipUntil",
    ]

    /// Operators whose output is made of the inner observables they subscribe: their inner
    /// rows are inputs too. (A resubscription by `retry` counts: it is what the output repeats.)
    static let flattening: Set<String> = [
        "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "merge", "concat", "switchLatest",
        "catch", "catchError", "retry", "retryWhen", "repeat",
    ]

    /// How many of the trees already on the level (`available`, newest last) feed `row`.
    /// `code` is the source line that applied the operator, when known: `take(until:)` is
    /// traced as `take`.
    static func inputCount(of row: PlaygroundResult.Row, code: String?, available: [ChainNode]) -> Int {
        // An operator subscribes its sources while it is being subscribed, never before: a
        // tree subscribed earlier belongs to another subscription (an earlier inner sequence).
        let candidates = available.reversed().prefix { $0.row.subscribed >= row.subscribed }.count
        guard candidates > 0, let newest = available.last else { return 0 }
        let name = row.operatorName
        if sources.contains(name) || name.first?.isUppercase == true { return 0 }
        if passThroughOrSource.contains(name) { return newest.row.events == row.events ? 1 : 0 }
        if combining.contains(name) || takesAnotherSequence(name, code: code) { return candidates }
        return 1
    }

    static func isFlattening(_ row: PlaygroundResult.Row) -> Bool {
        flattening.contains(row.operatorName)
    }

    /// Operators that emit values they received (some of them, later, or from an inner
    /// sequence) rather than values they compute.
    static let forwarding: Set<String> = [
        "filter", "take", "skip", "takeLast", "takeWhile", "skipWhile", "distinctUntilChanged", "elementAt", "first",
        "observe(on:)", "subscribe(on:)", "debounce", "throttle", "delay", "delaySubscription", "timeout", "do", "debug",
        "share", "deferred", "startWith", "catch", "catchError", "catchAndReturn", "retry", "retryWhen", "repeat",
        "merge", "concat", "amb", "sample", "takeUntil", "skipUntil", "switchLatest",
        "flatMap", "flatMapLatest", "flatMapFirst", "concatMap",
    ]

    /// False when an operator that forwards values emits none of the values drawn as its
    /// inputs: what it received went through steps the trace does not show (a `create`
    /// closure that subscribes to something else), and the card would mislead.
    static func showsWhatItForwards(_ row: PlaygroundResult.Row, inputs: [PlaygroundResult.Row]) -> Bool {
        guard forwarding.contains(row.operatorName) || row.operatorName.hasPrefix("share(") else { return true }
        let emitted = row.events.compactMap { $0.kind == .next ? $0.value : nil }
        guard !emitted.isEmpty else { return true }
        let received = Set(inputs.flatMap { $0.events.compactMap { $0.kind == .next ? $0.value : nil } })
        return emitted.contains(where: received.contains)
    }

    /// `take(until: other)`, `skip(until: other)`: traced under the plain name.
    private static func takesAnotherSequence(_ name: String, code: String?) -> Bool {
        guard name == "take" || name == "skip", let code else { return false }
        return code.contains("\(name)(until:") || code.contains("\(name)(until :")
    }
}
