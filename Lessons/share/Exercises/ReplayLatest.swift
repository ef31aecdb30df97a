import RxCore

extension Attempt {
    /// A reading arrives every 3 s. A screen that opens late should show the latest reading
    /// at once instead of waiting for the next one.
    static func latestForNewcomers(_ readings: Observable<Int>) -> Observable<Int> {
        // TODO: keep the sharing, but let a late subscriber start with the latest value.
        return readings.share()
    }
}
