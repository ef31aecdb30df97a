import Foundation
import RxCore
import RxTestCore

/// What runs a learner's scratch file (`rxlesson playground`): a virtual clock with tracing
/// on, the learner's `playground(_:)` called once, the clock run up to a tick limit, and
/// every traced chain written as JSON for `rxlesson` to draw. What the file prints goes to
/// standard output as it is printed.
public enum PlaygroundHost {
    /// Runs `playground` and writes the trace to the file named by the first argument.
    /// The tick limit is the second argument (10 000 when absent).
    public static func run(_ playground: (TestScheduler) -> Void) {
        let arguments = CommandLine.arguments
        let output = arguments.count > 1 ? arguments[1] : nil
        let tickLimit = arguments.count > 2 ? Int(arguments[2]) ?? 10_000 : 10_000
        // Line by line, so what the file printed before a crash is not lost in a buffer.
        setvbuf(stdout, nil, _IOLBF, 0)
        let scheduler = TestScheduler(initialClock: 0, resolution: Tick.seconds)
        let trace = Trace.start(on: scheduler)
        playground(scheduler)
        // Tick by tick where work is due, each tick announced on standard output before it
        // runs, so what is printed can be read back with its tick (``PrintedTicks``); the
        // same work in the same order as one advanceTo(tickLimit).
        while let due = scheduler.nextDueTime, due <= tickLimit {
            fflush(stdout)
            fputs(PrintedTicks.marker(due), stdout)
            scheduler.advanceTo(due)
        }
        scheduler.advanceTo(max(scheduler.clock, tickLimit))
        let stopped = scheduler.hasPendingWork ? scheduler.clock : nil
        Trace.stop()
        fflush(stdout)
        guard let output else { return }
        try? TracedChains(trace, stoppedAt: stopped).json.write(to: URL(fileURLWithPath: output))
    }
}
