import RxCore

/// What the last exercise builds: the sequence the watchers subscribe to, and the two
/// buttons of a live broadcast, start and stop.
public struct Broadcast {
    public let output: Observable<Int>
    public let start: () -> Void
    public let stop: () -> Void

    public init(output: Observable<Int>, start: @escaping () -> Void, stop: @escaping () -> Void) {
        self.output = output
        self.start = start
        self.stop = stop
    }
}
