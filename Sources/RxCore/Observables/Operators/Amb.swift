extension ObservableType {
    /// Mirrors whichever of this sequence and `right` reacts first (with an element, an
    /// error or completion); the other one is disposed at that moment.
    ///
    ///     left:  ----1--2-|
    ///     right: --a---b---c|
    ///     left.amb(right)
    ///            --a---b---c|      (right spoke first; left was disposed at that moment)
    public func amb<O2: ObservableType>(_ right: O2, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> where O2.Element == Element {
        let left = asObservable()
        let right = right.asObservable()
        return Observable.produce("amb", file: file, line: line) { sink in
            let lock = RecursiveLock()
            let leftSubscription = SingleAssignmentDisposable()
            let rightSubscription = SingleAssignmentDisposable()
            var winner: AmbSide?

            func on(_ event: Event<Element>, from side: AmbSide, other: Disposable) {
                lock.performLocked {
                    if winner == nil {
                        winner = side
                        other.dispose()
                    }
                    if winner == side { sink.on(event) }
                }
            }

            leftSubscription.setDisposable(left.subscribeEvents { on($0, from: .left, other: rightSubscription) })
            rightSubscription.setDisposable(right.subscribeEvents { on($0, from: .right, other: leftSubscription) })
            return Disposables.create(leftSubscription, rightSubscription)
        }
    }

    /// Mirrors whichever of `sequence` reacts first; all sources are subscribed in order
    /// and the others are disposed as soon as one reacts. Empty: never emits.
    public static func amb<Sources: Swift.Sequence>(_ sequence: Sources, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> where Sources.Element == Observable<Element> {
        let first = sequence.reduce(Observable<Element>.never()) { chosen, next in chosen.amb(next) }
        return Trace.source(first, name: "amb", file: file, line: line)
    }
}

private enum AmbSide {
    case left, right
}
