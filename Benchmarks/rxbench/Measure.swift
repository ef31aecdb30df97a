import Foundation

/// Timing of one benchmark case: the best of a few runs, reported per operation, by the wall
/// clock and by the CPU time of the measuring thread. On a shared machine the wall clock
/// counts the time other processes held the core; the thread's CPU time does not (it still
/// counts what they leave in the caches), so under load it is the figure to compare.
struct Measurement {
    let name: String
    let operations: Int
    let seconds: Double
    let cpuSeconds: Double
    let target: Double?
    /// The case's key in the peers' figures (nil: no peer runs it).
    let peer: String?

    var nanosecondsPerOperation: Double { seconds * 1e9 / Double(operations) }
    var cpuNanosecondsPerOperation: Double { cpuSeconds * 1e9 / Double(operations) }

    var line: String {
        let figure = String(format: "%10.1f ns/op", nanosecondsPerOperation)
        let cpu = String(format: "%8.1f cpu", cpuNanosecondsPerOperation)
        let total = String(format: "%8.3f s", seconds)
        let verdict = target.map { nanosecondsPerOperation <= $0 ? String(format: "  target %.0f ns: met", $0) : String(format: "  target %.0f ns: MISSED", $0) } ?? ""
        let ratio = peers?.ratio(peer, cpu: cpuNanosecondsPerOperation) ?? ""
        return "\(name.padding(toLength: 52, withPad: " ", startingAt: 0))\(figure) \(cpu)  \(total) for \(operations) ops\(verdict)\(ratio)"
    }
}

/// The CPU time this thread has used, in seconds.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Names of the cases to run (`rxbench only NAME...`: those whose name contains one of them);
/// empty runs all.
nonisolated(unsafe) var selectedCases: [String] = []

func isSelected(_ name: String) -> Bool {
    selectedCases.isEmpty || selectedCases.contains { name.contains($0) }
}

func measure(_ name: String, operations: Int, target: Double? = nil, peer: String? = nil, runs: Int = 3, _ body: () -> Void) -> Measurement? {
    guard isSelected(name) else { return nil }
    var best = Double.infinity, bestCPU = Double.infinity
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        let startCPU = threadCPUSeconds()
        body()
        let elapsedCPU = threadCPUSeconds() - startCPU
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        best = min(best, elapsed)
        bestCPU = min(bestCPU, elapsedCPU)
    }
    return Measurement(name: name, operations: operations, seconds: best, cpuSeconds: bestCPU, target: target, peer: peer)
}

/// Keeps the optimiser from deleting work whose result is never read.
@inline(never) func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// `value`, hidden from the optimiser (no constant folding through it).
@inline(never) func opaque<T>(_ value: T) -> T {
    value
}

/// Prints a case's line, if it ran.
func report(_ measurement: Measurement?) {
    if let measurement { print(measurement.line) }
}
