import Foundation
import LessonKit
import RxCore
import RxTestCore

/// What runs a learner's scratch file (`rxlesson playground`): one ``VirtualRun`` with the
/// learner's `playground(_:)` as its body, the clock run up to a tick limit. What the file
/// prints goes to standard output as it is printed, each tick announced before it runs (so
/// `rxlesson` reads every line with its tick, ``PrintedTicks``); the record goes to the file
/// named by the first argument as wire lines (``RunRecord/Wire``), each prefixed with the
/// token given as the third, as a graded exercise's go to its channel.
public enum PlaygroundHost {
    /// The tick limit is the second argument (10 000 when absent).
    public static func run(_ playground: (TestScheduler) -> Void) {
        let arguments = CommandLine.arguments
        let tickLimit = arguments.count > 2 ? Int(arguments[2]) ?? 10_000 : 10_000
        // Line by line, so what the file printed before a crash is not lost in a buffer.
        setvbuf(stdout, nil, _IOLBF, 0)
        var run = VirtualRun(tickLimit: tickLimit)
        run.output = .standardOutput
        run.announcing = { tick in
            fflush(stdout)
            fputs(PrintedTicks.marker(tick), stdout)
        }
        let record = run.run { play in playground(play.scheduler) }
        fflush(stdout)
        guard arguments.count > 3 else { return }
        let descriptor = open(arguments[1], O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let channel = ReportChannel(descriptor: descriptor, key: arguments[3])
        for line in [.scenario(0)] + record.wire { channel.send(line) }
    }
}
