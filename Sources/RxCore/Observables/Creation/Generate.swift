extension ObservableType where Element: RxAbstractInteger {
    /// `count` integers from `start`, one scheduled step each, then completion.
    @inlinable public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        precondition(count >= 0, "count can't be negative")
        precondition(start &+ (count - 1) >= start || count == 0, "overflow of count")
        return Observable.produce("range", file: file, line: line) { sink in
            let index = UncheckedBox<Element>(0)
            return scheduler.scheduleSteps { recurse in
                if index.value < count {
                    sink.onNext(start + index.value)
                    index.value += 1
                    recurse()
                } else {
                    sink.onCompleted()
                }
            }
        }
    }
}

/// The integer types `range`, `interval` and `timer` count with.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType {
    /// The same element forever, one scheduled step each.
    @inlinable public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        Observable.produce("repeatElement", file: file, line: line) { sink in
            scheduler.scheduleSteps { recurse in
                sink.onNext(element)
                recurse()
            }
        }
    }

    /// A loop as a sequence: emits `initialState`, then `iterate`'s results, while `condition` holds.
    @inlinable public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        Observable.produce("generate", file: file, line: line) { sink in
            var state = initialState
            var isFirst = true
            return scheduler.scheduleSteps { recurse in
                do {
                    if !isFirst { state = try iterate(state) }
                    isFirst = false
                    if try condition(state) {
                        sink.onNext(state)
                        recurse()
                    } else {
                        sink.onCompleted()
                    }
                } catch {
                    sink.onError(error)
                }
            }
        }
    }
}
