import RxCore

extension Solution {
    /// create gives us the three moments to log: the subscription (the closure runs), each
    /// event (the inner subscribe), and the disposal (the disposable we return). After
    /// completed the chain disposes itself, so `disposing probe` is the last line.
    static func myDebug<Element>(_ source: Observable<Element>, _ identifier: String, log: @escaping (String) -> Void) -> Observable<Element> {
        Observable<Element>.create { observer in
            log("subscribed \(identifier)")
            let subscription = source.subscribe { event in
                log("event \(identifier) \(event)")
                observer.on(event)
            }
            return Disposables.create {
                log("disposing \(identifier)")
                subscription.dispose()
            }
        }
    }
}
