import RxCore

extension Attempt {
    /// One more operator the easy way: let through only the values `predicate` accepts.
    static func myFilter<Element>(_ source: Observable<Element>, _ predicate: @escaping (Element) -> Bool) -> Observable<Element> {
        Observable<Element>.create { observer in
            source.subscribe { event in
                // TODO: forward a next only when predicate(value) is true; always forward error and completed.
                observer.on(event)
            }
        }
    }
}
