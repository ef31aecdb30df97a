import RxCore

/// A next is dropped when the predicate says no; terminal events always pass.
/// predicate 说不时丢掉这个 next；终止事件总是放行。
func myFilter<Element>(_ source: Observable<Element>, _ predicate: @escaping (Element) -> Bool) -> Observable<Element> {
    Observable<Element>.create { observer in
        source.subscribe { event in
            switch event {
            case .next(let value):
                if predicate(value) { observer.on(.next(value)) }
            case .error, .completed:
                observer.on(event)
            }
        }
    }
}
