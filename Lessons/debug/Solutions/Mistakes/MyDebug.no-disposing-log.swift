// Mistake: the source's subscription handed back as it is, so the disposal is never logged.
// 错误：把对上游的订阅原样交回，释放（dispose）的那一刻没有被记录下来。
import RxCore

func myDebug<Element>(_ source: Observable<Element>, _ identifier: String, log: @escaping (String) -> Void) -> Observable<Element> {
    Observable<Element>.create { observer in
        log("subscribed \(identifier)")
        return source.subscribe { event in
            log("event \(identifier) \(event)")
            observer.on(event)
        }
    }
}
