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

    static let stepHelp = Localized(
        zh: "按虚拟时钟一拍一拍地看：每个发生了事情的时刻一帧（订阅 ^、值、结束、取消订阅 !、打印的行）。在终端里按回车看下一帧，输入 q 再回车停止；不在终端时（管道、文件）依次打印每一帧",
        en: "step through the virtual clock: one frame per moment something happens (a subscription ^, a value, an end, a disposal !, a printed line). On a terminal Enter shows the next frame, q then Enter stops; elsewhere (a pipe, a file) every frame is printed in turn")
    static let atHelp = Localized(zh: "只显示这些拍的帧，用逗号分隔（如 5,18,33）；隐含 --step",
                                  en: "show only the frames at these ticks, comma-separated (e.g. 5,18,33); implies --step")

    /// `5,18,33` read as ticks; a usage error otherwise.
    static func ticks(_ text: String?) throws -> [Int]? {
        guard let text else { return nil }
        let ticks = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !ticks.isEmpty, ticks.allSatisfy({ ($0 ?? -1) >= 0 }) else {
            throw ValidationError(Localized(zh: "--at 需要用逗号分隔的拍数，例如 5,18,33", en: "--at takes ticks separated by commas, e.g. 5,18,33"))
        }
        return ticks.compactMap { $0 }
    }

    /// Shows the frames; false when the learner stopped early.
    @discardableResult
    func show(_ steps: ClockSteps, _ context: CommandContext) -> Bool {
        let console = context.console, zh = context.language == .zh
        let frames = ticks ?? steps.moments
        let interactive = console.isTerminal && isatty(STDIN_FILENO) == 1
        for (index, tick) in frames.enumerated() {
            console.out("")
            steps.frame(at: tick, console: console, language: context.language).forEach { console.out($0) }
            guard interactive, index < frames.count - 1 else { continue }
            console.out(console.paint(zh ? "回车：下一帧（第 \(index + 2)/\(frames.count) 帧）；q 回车：停止"
                                         : "Enter: next frame (\(index + 2) of \(frames.count)); q Enter: stop", .dim), terminator: " ")
            guard let answer = readLine(), answer.trimmingCharacters(in: .whitespaces).lowercased() != "q" else { return false }
        }
        return true
    }
}
