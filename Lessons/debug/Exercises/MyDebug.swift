import RxCore

extension Attempt {
    /// Write your own debug operator. With identifier "probe" it should log
    /// `subscribed probe`, then `event probe next(1)` … for every event, and
    /// `disposing probe` when the subscription ends, passing every event on unchanged.
    static func myDebug<Element>(_ source: Observable<Element>, _ identifier: String, log: @escaping (String) -> Void) -> Observable<Element> {
        // TODO: build it with Observable.create: log, subscribe to source, log each event and
        // forward it, and return a disposable that logs before disposing the subscription.
        source
    }
}
