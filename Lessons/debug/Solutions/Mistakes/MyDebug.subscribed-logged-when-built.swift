// Mistake: "subscribed" logged when myDebug builds the sequence, outside create's closure, so it is logged even if nobody subscribes.
// 错误：“subscribed”在 myDebug 创建序列时就记录了，写在了 create 的闭包外面，所以即使没人订阅也会记下来。
import RxCore

func myDebug<Element>(_ source: Observable<Element>, _ identifier: String, log: @escaping (String) -> Void) -> Observable<Element> {
    log("subscribed \(identifier)")
    return Observable<Element>.create { observer in
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
