import RxCore

extension Solution {
    static func watchLevel(of battery: Battery) -> Observable<Int?> {
        // observeWeakly holds the battery weakly: it doesn't keep it alive, and when the
        // battery is released it sends nil and completes, ending the subscription by itself.
        battery.rx.observeWeakly(\.level)
    }
}
