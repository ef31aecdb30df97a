import CommandLineKit
import Foundation
import LessonEngine
import TextKit
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `--step` and `--at` of `run` and `playground`: the recorded run frame by frame, one frame
/// per moment something happened (``ClockSteps``). On a terminal, Enter shows the next frame
/// and q then Enter stops; otherwise (a pipe, a file) every frame is printed, one after the
/// other. `--at 5,18` shows only the frames at those ticks, on a terminal or not.
struct ClockStepping {
    /// `--at`'s ticks, nil: every moment.
    let ticks: [Int]?

    static let stepHelp = wording("clock-stepping.step-through-the-virtual-clock")
    static let atHelp = wording("clock-stepping.show-only-the-frames-at")

    /// `5,18,33` read as ticks; a usage error otherwise.
    static func ticks(_ text: String?) throws -> [Int]? {
        guard let text else { return nil }
        let ticks = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !ticks.isEmpty, ticks.allSatisfy({ ($0 ?? -1) >= 0 }) else {
            throw ValidationError(wording("clock-stepping.at-takes-ticks-separated-by"))
        }
        return ticks.compactMap { $0 }
    }

    /// Shows the frames; false when the learner stopped early.
    @discardableResult
    func show(_ steps: ClockSteps, _ context: CommandContext) -> Bool {
        let console = context.console
        let frames = ticks ?? steps.moments
        let interactive = console.isTerminal && isatty(STDIN_FILENO) == 1
        for (index, tick) in frames.enumerated() {
            console.out("")
            steps.frame(at: tick, console: console, language: context.language).forEach { console.out($0) }
            guard interactive, index < frames.count - 1 else { continue }
            console.out(console.paint(wording("clock-stepping.enter-next-frame-of-q", index + 2, frames.count)[context.language], .dim), terminator: " ")
            guard let answer = readLine(), answer.trimmingCharacters(in: .whitespaces).lowercased() != "q" else { return false }
        }
        return true
    }
}
