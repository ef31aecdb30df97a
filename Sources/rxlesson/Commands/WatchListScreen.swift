import CommandLineKit
import CourseKit
import Foundation
import LessonEngine
import LessonKit
import TextKit

/// `watch`'s list on a terminal, full screen on the alternate screen (as `less` does, so what
/// `watch` printed is there again after it), drawn again after every key and whenever the
/// window's size changes. A reset is done here, with `rxlesson reset`'s code; picking, skipping
/// and going back are `watch`'s to do.
enum WatchListScreen {
    /// Seconds between two looks at the window's size while no key comes.
    static let sizeCheck: TimeInterval = 0.2

    static func show(current: Exercise, keys: KeyReader, _ context: CommandContext) -> WatchList.Action {
        let console = context.console, language = context.language
        let view = WatchListView(course: context.course, console: console, language: language)
        var list = WatchList(course: context.course, progress: context.progress, current: current.id,
                             language: language, height: Console.terminalRows() - WatchListView.headingLines - 2)
        console.out("\u{1B}[?1049h\u{1B}[?25l", terminator: "")
        KeyReader.fullScreen = true
        defer {
            KeyReader.fullScreen = false
            console.out("\u{1B}[?25h\u{1B}[?1049l", terminator: "")
        }
        var drawnFor: (width: Int, rows: Int)?
        var changed = true
        while true {
            let size = (width: console.width, rows: Console.terminalRows())
            if changed || drawnFor.map({ $0 != size }) ?? true {
                // From the top left, each line cleared to its end, and everything under the last one.
                let lines = view.lines(&list, width: size.width, rows: size.rows)
                console.out("\u{1B}[H" + lines.joined(separator: "\u{1B}[K\r\n") + "\u{1B}[K\u{1B}[J", terminator: "")
                drawnFor = size
                changed = false
            }
            for key in keys.keys(timeout: sizeCheck) {
                changed = true
                switch list.handle(key) {
                case nil: continue
                case .reset(let id)?:
                    guard let exercise = context.course.exercise(id) else { continue }
                    do {
                        try ResetCommand.reset(exercise, root: context.root)
                        list.didReset(id)
                    } catch {
                        list.resetFailed(id, reason: error.localizedDescription)
                    }
                case let action?: return action
                }
            }
        }
    }
}
