// Mistake: each event logged after it is forwarded: forwarding completed disposes the chain first, so "disposing" is logged before "completed".
// 错误：每个事件在转发之后才记录：转发 completed 时整条链先被 dispose，于是“disposing”记在了“completed”前面。
import RxCore

func myDebug<Element>(_ source: Observable<Element>, _ identifier: String, log: @escaping (String) -> Void) -> Observable<Element> {
    Observable<Element>.create { observer in
        log("subscribed \(identifier)")
        let subscription = source.subscribe { event in
            observer.on(event)
            log("event \(identifier) \(event)")
        }
        return Disposables.create {
            log("disposing \(identifier)")
            subscription.dispose()
        }
    }
}
