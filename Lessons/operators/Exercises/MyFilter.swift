import RxCore

/// One more operator the easy way: let through only the values `predicate` accepts.
/// 再用简单的方式写一个操作符：只放过 `predicate` 接受的值。
func myFilter<Element>(_ source: Observable<Element>, _ predicate: @escaping (Element) -> Bool) -> Observable<Element> {
    Observable<Element>.create { observer in
        source.subscribe { event in
            // TODO: forward a next only when predicate(value) is true; always forward error and completed.
            // TODO（中文）：只有 predicate(value) 为 true 时才转发 next；error 和 completed 总是转发。
            observer.on(event)
        }
    }
}
