import LessonKit

/// What an operator's name says about how its inputs make its output, for choosing cards.
enum OperatorShape {
    /// Operators whose output is made of the inner observables they subscribe: their inner
    /// rows are inputs too. (A resubscription by `retry` counts: it is what the output repeats.)
    static let flattening: Set<String> = [
        "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "merge", "concat", "switchLatest",
        "catch", "catchError", "retry", "retryWhen", "repeat",
    ]

    static func isFlattening(_ row: TracedRow) -> Bool {
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
    static func showsWhatItForwards(_ row: TracedRow, inputs: [TracedRow]) -> Bool {
        guard forwarding.contains(row.operatorName) || row.operatorName.hasPrefix("share(") else { return true }
        let emitted = row.events.compactMap { $0.kind == .next ? $0.value : nil }
        guard !emitted.isEmpty else { return true }
        let received = Set(inputs.flatMap { $0.events.compactMap { $0.kind == .next ? $0.value : nil } })
        return emitted.contains(where: received.contains)
    }
}
