import Foundation

/// Where one grading's time goes, step by step (the verdict rules, the run's parts, the
/// result's drawing), for gradebench; a grader without one measures nothing.
package final class GradingStopwatch: @unchecked Sendable {
    private let lock = NSLock()
    private var totals: [String: Double] = [:]
    private var order: [String] = []

    package init() {}

    fileprivate func add(_ step: String, _ seconds: Double) {
        lock.withLock {
            if totals[step] == nil { order.append(step) }
            totals[step, default: 0] += seconds
        }
    }

    /// Each step's seconds, in the order first timed; then starts again.
    package func take() -> [(step: String, seconds: Double)] {
        lock.withLock {
            defer { totals = [:]; order = [] }
            return order.map { ($0, totals[$0]!) }
        }
    }
}

extension Optional where Wrapped == GradingStopwatch {
    /// Runs `body`, adding its wall-clock seconds to `step` when there is a stopwatch.
    func time<T>(_ step: String, _ body: () throws -> T) rethrows -> T {
        guard let stopwatch = self else { return try body() }
        let start = DispatchTime.now().uptimeNanoseconds
        defer { stopwatch.add(step, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9) }
        return try body()
    }
}
