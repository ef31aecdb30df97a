import RxCore

extension Attempt {
    /// The battery's level while the battery exists; nil once it is gone, then completed.
    static func watchLevel(of battery: Battery) -> Observable<Int?> {
        // TODO: this holds the battery forever and never ends; observe it without holding it.
        battery.rx.observe(\.level).map { Optional($0) }
    }
}
