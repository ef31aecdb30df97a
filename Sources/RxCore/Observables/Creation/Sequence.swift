extension ObservableType {
    /// The given elements, one scheduled step each, then completion.
    ///
    ///     Observable.of(1, 2, 3, scheduler: testScheduler)   // subscribed at 200
    ///     // 201: 1, 202: 2, 203: 3, 204: completed
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        from(elements, scheduler: scheduler)
    }

    /// The elements of an array, one scheduled step each, then completion.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        from(sequence: array, scheduler: scheduler)
    }

    /// The elements of any sequence, one scheduled step each, then completion.
    public static func from<Source: Sequence>(_ sequence: Source, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> where Source.Element == Element {
        from(sequence: sequence, scheduler: scheduler)
    }

    /// An optional as a sequence of zero or one element.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        from(sequence: optional.map { [$0] } ?? [], scheduler: scheduler)
    }

    private static func from<Source: Sequence>(sequence: Source, scheduler: ImmediateSchedulerType) -> Observable<Element> where Source.Element == Element {
        Observable.produce { sink in
            var iterator = sequence.makeIterator()
            return scheduler.scheduleSteps { recurse in
                if let next = iterator.next() {
                    sink.onNext(next)
                    recurse()
                } else {
                    sink.onCompleted()
                }
            }
        }
    }
}
