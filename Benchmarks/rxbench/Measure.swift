import Foundation

/// Wall-clock timing of one benchmark case: the best of a few runs, reported per operation.
struct Measurement {
    let name: String
    let operations: Int
    let seconds: Double
    let target: Double?

    var nanosecondsPerOperation: Double { seconds * 1e9 / Double(operations) }

    var line: String {
        let figure = String(format: "%10.1f ns/op", nanosecondsPerOperation)
        let total = String(format: "%8.3f s", seconds)
        let verdict = target.map { nanosecondsPerOperation <= $0 ? String(format: "  target %.0f ns: met", $0) : String(format: "  target %.0f ns: MISSED", $0) } ?? ""
        return "\(name.padding(toLength: 52, withPad: " ", startingAt: 0))\(figure)  \(total) for \(operations) ops\(verdict)"
    }
}

func measure(_ name: String, operations: Int, target: Double? = nil, runs: Int = 3, _ body: () -> Void) -> Measurement {
    var best = Double.infinity
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        best = min(best, elapsed)
    }
    return Measurement(name: name, operations: operations, seconds: best, target: target)
}

/// Keeps the optimiser from deleting work whose result is never read.
@inline(never) func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// `value`, hidden from the optimiser (no constant folding through it).
@inline(never) func opaque<T>(_ value: T) -> T {
    value
}
