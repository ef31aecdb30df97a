import RxCore

/// create gives us the three moments to log: the subscription (the closure runs), each
/// event (the inner subscribe), and the disposal (the disposable we return). After
/// completed the chain disposes itself, so `disposing probe` is the last line.
/// create 给了我们要记录的三个时刻：订阅（闭包开始执行）、每个事件（内层 subscribe 收到它），
/// 以及释放（我们返回的 disposable 被 dispose）。completed 之后整条链会 dispose 自己，
/// 所以 `disposing probe` 是最后一行。
func myDebug<Element>(_ source: Observable<Element>, _ identifier: String, log: @escaping (String) -> Void) -> Observable<Element> {
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
