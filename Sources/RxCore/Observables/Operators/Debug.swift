extension ObservableType {
    /// Writes every subscription, event and disposal to `Hooks.output`, passing events through.
    ///
    ///     Observable.of(1).debug("one").subscribe()
    ///     // 2024-05-01 10:00:00.000: one -> subscribed
    ///     // 2024-05-01 10:00:00.001: one -> Event next(1)
    ///     // 2024-05-01 10:00:00.001: one -> Event completed
    ///     // 2024-05-01 10:00:00.001: one -> isDisposed
    ///
    /// The line format is RxSwift 6's. The time is `Hooks.debugTimestamp()` (the wall clock by
    /// default; a lesson on a virtual clock can print virtual time). Without an identifier
    /// the call site, `File.swift:12 (function)`, names the lines. With `trimOutput`, event
    /// texts longer than 40 characters keep their first and last 20 around `...`.
    ///
    /// `fileID` (leave it out) is for `Trace`: the row is `debug` (`debug("x")` with an
    /// identifier), labelled `fileID:line`.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function,
        fileID: StaticString = #fileID
    ) -> Observable<Element> {
        let source = asObservable()
        let name = identifier ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
        func log(_ content: String) {
            Hooks.output("\(Hooks.debugTimestamp()): \(name) -> \(content)")
        }
        let rowName = identifier.map { "debug(\"\($0)\")" } ?? "debug"
        return Observable.produce(named: rowName, file: fileID, line: line) { sink in
            let disposed = OnceFlag()
            func logDisposed() {
                if disposed.raise() { log("isDisposed") }
            }
            log("subscribed")
            let subscription = source.subscribeEvents { event in
                log("Event \(debugText(event, trimmed: trimOutput))")
                sink.on(event)
                if event.isStopEvent { logDisposed() }
            }
            return Disposables.create {
                logDisposed()
                subscription.dispose()
            }
        }
    }
}

private func debugText<Element>(_ event: Event<Element>, trimmed: Bool) -> String {
    let maxLength = 40
    let text = event.description
    guard trimmed, text.count > maxLength else { return text }
    return String(text.prefix(maxLength / 2)) + "..." + String(text.suffix(maxLength / 2))
}
