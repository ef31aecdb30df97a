extension ObservableType {
    /// The given elements, one scheduled step each, then completion.
    ///
    ///     Observable.of(1, 2, 3, scheduler: testScheduler)   // subscribed at 200
    ///     // 201: 1, 202: 2, 203: 3, 204: completed
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        from(sequence: elements, scheduler: scheduler, label: ("of", file, line))
    }

    /// The elements of an array, one scheduled step each, then completion.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        from(sequence: array, scheduler: scheduler, label: ("from", file, line))
    }

    /// The elements of any sequence, one scheduled step each, then completion.
    public static func from<Source: Sequence>(_ sequence: Source, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> where Source.Element == Element {
        from(sequence: sequence, scheduler: scheduler, label: ("from", file, line))
    }

    /// An optional as a sequence of zero or one element.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        from(sequence: optional.map { [$0] } ?? [], scheduler: scheduler, label: ("from", file, line))
    }

    private static func from<Source: Sequence>(sequence: Source, scheduler: ImmediateSchedulerType,
        label: (name: StaticString, file: StaticString, line: UInt)
    ) -> Observable<Element> where Source.Element == Element {
        Observable.produce(label.name, file: label.file, line: label.line) { sink in
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
