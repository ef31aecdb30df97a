// `andThen`: when the Completable completes, subscribe to the next sequence at that tick.
//
//     completable: -----|
//     second:           --a--|          (subscribed at the completion tick)
//     andThen(second)
//                  -------a--|
//
// As in RxSwift, the completable's subscription is disposed at its completion tick, right
// after `second` is subscribed; an error from the completable ends the result and `second`
// is never subscribed.

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs `second` after `self` completes: the result is a `Single`.
    public func andThen<Element>(_ second: Single<Element>, file: StaticString = #fileID, line: UInt = #line) -> Single<Element> {
        Single(raw: primitiveSequence.source.completingThen(second.source, file: file, line: line))
    }

    /// Runs `second` after `self` completes: the result is a `Maybe`.
    public func andThen<Element>(_ second: Maybe<Element>, file: StaticString = #fileID, line: UInt = #line) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.completingThen(second.source, file: file, line: line))
    }

    /// Runs `second` after `self` completes.
    public func andThen(_ second: Completable, file: StaticString = #fileID, line: UInt = #line) -> Completable {
        Completable(raw: primitiveSequence.source.completingThen(second.source, file: file, line: line))
    }

    /// Runs `second` after `self` completes: the result is an `Observable`.
    public func andThen<Element>(_ second: Observable<Element>, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        primitiveSequence.source.completingThen(second.asObservable(), file: file, line: line)
    }
}

extension Observable where Element == Swift.Never {
    /// Traced as a row named `andThen`, labelled with the caller's line.
    fileprivate func completingThen<Next>(_ second: Observable<Next>, file: StaticString, line: UInt) -> Observable<Next> {
        let completable = self
        return Observable<Next>.produce("andThen", file: file, line: line) { sink in
            let current = SerialDisposable()
            let first = SingleAssignmentDisposable()
            current.disposable = first
            first.setDisposable(completable.subscribeEvents { event in
                switch event {
                case .next:
                    break
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    current.disposable = second.subscribeEvents(sink.on)
                }
            })
            return current
        }
    }
}
