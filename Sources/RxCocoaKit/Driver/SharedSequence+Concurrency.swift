import RxCore

extension SharedSequence {
    /// The elements as an `AsyncStream`, read on the main actor (RxCocoa 6.5+): a Driver or a
    /// Signal cannot fail, so the loop is a plain `for await`; it finishes on completion, and
    /// cancelling the iterating task disposes the subscription.
    ///
    ///     for await text in driver.values { label.text = text }
    @MainActor public var values: AsyncStream<Element> {
        AsyncStream { continuation in
            let subscription = asObservable().subscribe(
                onNext: { continuation.yield($0) },
                onCompleted: { continuation.finish() }
            )
            continuation.onTermination = { termination in
                if case .cancelled = termination { subscription.dispose() }
            }
        }
    }
}
