import CommandLineKit
import Foundation
import LessonEngine
import LessonKit
import TextKit
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `rxlesson watch`: the learner's loop. Grades the current exercise at once, again on every
/// save (a save made while grading is graded right after), and moves on to the next
/// unsolved exercise when it passes, showing its task and file. On a terminal, keys:
/// h hint, l list, q quit.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "watch",
        abstract: Localized(zh: "学习循环：批改当前练习，每次保存都重新批改，通过后进入下一道。",
                            en: "The learner's loop: grades the current exercise, again on every save, and moves on when it passes."),
        discussion: Localized(zh: "在终端里按 h 看提示，l 看列表，q 退出。", en: "On a terminal: h for a hint, l for the list, q to quit."))

    /// Seconds between two looks at the file.
    let interval: TimeInterval = 0.3

    func run(_ context: CommandContext) -> Int32 {
        let console = context.console, language = context.language, zh = language == .zh
        let grading: Grading
        switch Grading.make(course: context.course, root: context.root, language: language) {
        case .failure(let error):
            console.err("error: \(error)")
            return 2
        case .success(let made): grading = made
        }
        let keys = KeyReader()
        defer { keys.restore() }
        guard var current = context.course.next(grading.progress.load()) else {
            console.out(zh ? "所有练习都已通过！" : "Every exercise passes. Well done!")
            return 0
        }
        introduce(current, context)
        while true {
            let graded = Self.contents(of: current, root: context.root)
            let result = grading.gradeWorkingCopies([current])[0]
            console.out(ReportFormat.text.render(GradingReport(results: [result]), console: console, language: language))
            if result.passed {
                guard let next = context.course.next(grading.progress.load()) else {
                    console.out(console.paint(zh ? "\n所有练习都已通过！" : "\nEvery exercise passes. Well done!", .green))
                    return 0
                }
                current = next
                introduce(current, context)
                continue
            }
            console.out(console.paint(zh ? "保存文件就会重新评分；h 提示，l 列表，q 退出" : "save the file to grade again; h hint, l list, q quit", .dim))
            // Wait for a save, or a key.
            waiting: while Self.contents(of: current, root: context.root) == graded {
                switch keys.next(timeout: interval) {
                case "q"?: return result.passed ? 0 : 1
                case "h"?: HintCommand.show(current, all: false, context)
                case "l"?: _ = ListCommand().run(context)
                default: continue waiting
                }
            }
            console.out(console.paint("\n— " + (zh ? "已保存，重新评分" : "saved; grading again") + " —", .dim))
        }
    }

    private func introduce(_ exercise: Exercise, _ context: CommandContext) {
        let console = context.console, language = context.language
        console.out("")
        console.out(console.paint(Wrapping.wrapped("▶ \(exercise.id) · \(exercise.title[language])", width: console.width, hangingIndent: "  "), .bold))
        console.out(console.paint("  " + exercise.file, .cyan))
        console.out(Wrapping.wrapped(exercise.task[language], width: console.width, indent: "  "))
        console.out("")
    }

    /// The exercise file's bytes (nil when it is missing): what a save changes.
    static func contents(of exercise: Exercise, root: URL) -> Data? {
        FileManager.default.contents(atPath: root.appendingPathComponent(exercise.file).path)
    }
}

/// Single keys from a terminal without Enter, for as long as it lives; nothing when stdin is
/// not a terminal.
final class KeyReader {
    private let active: Bool

    init() {
        active = isatty(STDIN_FILENO) == 1
        guard active else { return }
        var settings = termios()
        tcgetattr(STDIN_FILENO, &settings)
        KeyReader.saved = settings
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        // Ctrl-C must give the terminal back as it was.
        signal(SIGINT) { _ in
            if var saved = KeyReader.saved { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
            _exit(130)
        }
    }

    nonisolated(unsafe) static var saved: termios?

    /// The next key typed within `timeout`, or nil (and a pause of `timeout` without a terminal).
    func next(timeout: TimeInterval) -> Character? {
        guard active else {
            Thread.sleep(forTimeInterval: timeout)
            return nil
        }
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(timeout * 1000)) > 0 else { return nil }
        var byte: UInt8 = 0
        guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
        return Character(Unicode.Scalar(byte))
    }

    func restore() {
        guard active, var saved = KeyReader.saved else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    }
}
