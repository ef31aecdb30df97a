import CommandLineKit
import Foundation
import LessonEngine
import CourseKit
import LessonKit
import TextKit
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `rxlesson watch [ID]`: the learner's loop. Grades the current exercise (or the one named)
/// at once, again on every save (a save made while grading is graded right after), and moves
/// on to the next unsolved exercise when it passes, showing its task and file. On a terminal,
/// a status line (standing, exercise, keys) after every verdict; keys: h hint, l the list (to
/// pick, skip or reset an exercise), o what the current exercise's last run printed, q quit.
/// One `watch` per checkout (`WatchLock`).
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "watch",
        abstract: wording("watch.abstract"),
        discussion: wording("watch.discussion"),
        examples: [.init("", wording("watch.example.first-not-passed")),
                   .init("dispose-take-until --verbose", wording("watch.example.verbose"))])

    @Flag(help: wording("watch.help.verbose"))
    var verbose: Bool

    @Argument(valueName: "ID", help: wording("watch.help.id"))
    var id: String?

    @Option(valueName: "FILE", help: wording("watch.help.html"))
    var html: String?

    /// Seconds between two looks at the file.
    let interval: TimeInterval = 0.3

    func run(_ context: CommandContext) -> Int32 {
        let console = context.console, language = context.language
        // The exercise first: an unknown id is a usage error before anything is built.
        var current: Exercise
        if let id {
            guard let named = context.exercise(named: id) else { return 2 }
            current = named
        } else {
            guard let next = context.course.next(context.progress) else {
                console.out(wording("watch.all-passed")[language])
                return 0
            }
            current = next
        }
        // It waits for saves and keys: without a terminal to type them in (a pipe, `< /dev/null`,
        // a script) it would wait for ever, so it says what grades once instead.
        guard isatty(STDIN_FILENO) == 1 else {
            console.err(console.prose(wording("watch.needs-a-terminal", context.command(id.map { "check \($0)" } ?? "check"))[language], indent: ""))
            return 2
        }
        // Before anything is built: a second `watch` here would build into the first one's folder.
        let lock: WatchLock?
        switch WatchLock.take(WatchLock.file(root: context.root)) {
        case .held(let held): lock = held
        case .heldElsewhere(let pid):
            console.err(console.wrapped(pid.map { wording("watch.another-running.pid", $0) }.map { $0[language] } ?? wording("watch.another-running")[language]))
            return 2
        case .unavailable:
            // A checkout where no lock can be made (read-only) still gets its loop.
            lock = nil
        }
        defer { lock?.release() }
        let grading: Grading
        switch Grading.make(course: context.course, root: context.root) {
        case .failure(let error): return context.setupError(error)
        case .success(let made): grading = made
        }
        let keys = KeyReader()
        defer { keys.restore() }
        var lastPass: GradeResult?
        // The file it names is there to open, before the first grading reads it.
        LearnerFiles.provide(context.course.exercises, root: context.root)
        // The exercise the learner skipped to reach the current one, said on the status line.
        var skipped: String?
        introduce(current, after: nil, context)
        let root = context.root, here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var pageShown = false
        loop: while true {
            let graded = Self.contents(of: current, root: context.root)
            let result = grading.gradeWorkingCopies([current])[0]
            var report = GradingReport(results: [result])
            report.showsPassingOutput = verbose
            report.showsSummary = false
            report.invocation = context.invocation
            report.hintKey = "h"
            report.sourceRoot = root
            report.showPath = { Invocation.shown($0, root: root, current: here) }
            console.out(ReportFormat.text.render(report, console: console, language: language))
            if let html {
                guard show(result, of: current, after: lastPass, on: html, context) else { return 2 }
                // Said once, after the page first exists: where to point the browser.
                if !pageShown { console.out(console.paint(console.wrapped(wording("watch.page.written", URL(fileURLWithPath: html).standardizedFileURL.path)[language]), .dim)) }
                pageShown = true
            }
            if result.passed {
                lastPass = result
                skipped = nil
                // What `list` and `hint` call next too: a skipped exercise waits for its turn to come round.
                let next = context.course.next(context.progress)
                let (sentence, command) = Self.passed(result.id, next: next, context)
                console.out(Self.sentence(sentence, then: command, width: console.width, language: language))
                guard let next else {
                    console.out(console.paint("\n" + wording("watch.all-passed")[language], .green))
                    return 0
                }
                let previous = current
                current = next
                introduce(current, after: previous, context)
                continue
            }
            // On a terminal, the status line (`6/61 ✓ · marbles-draw`, then the keys) is the last
            // line while it waits, drawn again after every verdict and every key; elsewhere
            // (a pipe, a log) keys do nothing, so only the way on is said.
            let prompt = {
                guard console.isTerminal else {
                    return console.paint(wording("watch.save-to-grade-again")[language], .dim)
                }
                let status = Self.standing(context.progress, context) + " · " + current.id
                    + (skipped.map { " · " + wording("watch.status.skipped", $0)[language] } ?? "")
                let lines = Self.statusLines(status, keys: wording("watch.status.keys")[language], width: console.width)
                guard lines.count == 1 else {
                    return console.paint(lines[0], .bold) + "\n" + console.paint(lines.dropFirst().joined(separator: "\n"), .dim)
                }
                return console.paint(status, .bold) + console.paint(String(lines[0].dropFirst(status.count)), .dim)
            }
            // Drawn for this width; a resized window gets it again, fitted to the new one.
            var drawnFor = console.width
            console.out(prompt())
            // Wait for a save, or a key; after each key the prompt again. A save in the file's
            // folder wakes the wait at once; the file is checked every `interval` besides.
            let saves = SaveSignal(folder: context.root.appendingPathComponent(current.file).deletingLastPathComponent())
            while Self.contents(of: current, root: context.root) == graded {
                let key = keys.next(timeout: interval, orWhenReadable: saves)
                if console.isTerminal, console.width != drawnFor {
                    drawnFor = console.width
                    console.out(prompt())
                }
                guard let key, "hloqs".contains(key) else { continue }
                // Quitting is not a failure.
                if key == "q" { return 0 }
                console.out("")
                switch key {
                case "h": HintCommand.show(current, all: false, insideWatch: true, context)
                case "l" where console.isTerminal, "s":
                    // `s` skips here as in the list: where the list's `s` would lead.
                    let skipTo = WatchList(course: context.course, progress: context.progress, current: current.id, language: language, height: 1).skipTo
                    let action = key == "l" ? WatchListScreen.show(current: current, keys: keys, context)
                        : skipTo.map { WatchList.Action.skip(from: current.id, to: $0) }
                    if key == "s", action == nil { console.out(console.paint(console.wrapped(wording("watch-list.nothing-to-skip-to")[language]), .yellow)) }
                    switch action ?? .back {
                    case .pick(let id):
                        guard let picked = context.course.exercise(id) else { break }
                        let previous = current
                        current = picked
                        skipped = nil
                        introduce(current, after: previous, context)
                        continue loop
                    case .skip(let from, let to):
                        guard let next = context.course.exercise(to) else { break }
                        // Recorded, so that `list` and `hint` move on with it.
                        var state = grading.progress.load()
                        state.skip(from)
                        try? grading.progress.save(state)
                        let previous = current
                        current = next
                        skipped = from
                        console.out(console.paint(console.wrapped(wording("watch.skipped", from)[language]), .yellow))
                        introduce(current, after: previous, context)
                        continue loop
                    case .back, .reset: break
                    }
                case "l":
                    // Keys come from a terminal, but the output goes elsewhere: the list as `list` prints it.
                    var list = ListCommand()
                    list.insideWatch = true
                    _ = list.run(context)
                default: Self.showOutput(of: result, context)
                }
                drawnFor = console.width
                console.out(prompt())
            }
            console.out(console.paint("\n— " + wording("watch.saved")[language] + " —", .dim))
        }
    }

    /// What the current exercise's last run printed; a file that did not compile has not run.
    static func showOutput(of result: GradeResult, _ context: CommandContext) {
        let console = context.console
        guard result.status != .compileError else {
            console.out(console.wrapped(wording("watch.no-run-yet", result.id)[context.language]))
            return
        }
        console.out(console.paint((result.passed ? "✓ " : "✗ ") + result.id, result.passed ? .green : .red))
        result.printedLines(console: console, language: context.language, wholeRun: true).forEach { console.out($0) }
    }

    /// The live page of `--html`: this grading, drawn, and under it the last pass of this
    /// session with its chain (the next exercise is graded at once, so a pass would otherwise
    /// show for a moment only). False after saying why it cannot be written.
    private func show(_ result: GradeResult, of exercise: Exercise, after pass: GradeResult?, on path: String, _ context: CommandContext) -> Bool {
        let language = context.language
        let page = LivePage(page: URL(fileURLWithPath: path), title: "rxlesson watch · \(exercise.id)", language: language)
        var body = HTMLGradingReport.section(result, exercise: exercise, language: language, invocation: context.invocation, hintKey: "h", passingChain: true)
        if let pass, pass.id != result.id {
            body += "<h2 class=\"family\">\(wording("watch.page.just-passed")[language])</h2>\n"
                + HTMLGradingReport.section(pass, exercise: context.course.exercise(pass.id), language: language, passingChain: true)
        }
        do {
            try page.show(body, live: true)
            return true
        } catch {
            context.console.err(wording("watch.page.cannot-write", path, error.localizedDescription)[language])
            return false
        }
    }

    /// The exercise's title, file and task; on the first exercise of a lesson (and at the
    /// start), where that lesson's text is.
    private func introduce(_ exercise: Exercise, after previous: Exercise?, _ context: CommandContext) {
        let console = context.console, language = context.language
        console.out("")
        if previous?.lesson != exercise.lesson, let lesson = context.course.lesson(exercise.lesson) {
            let first = lesson.exercises.first?.id == exercise.id
            let command = context.command("run \(lesson.id)")
            let sentence = (first ? wording("watch.new-lesson", lesson.title) : wording("watch.this-lesson", lesson.title))[language]
            console.out(console.paint(Self.sentence(sentence, then: command, width: console.width, language: language), .dim))
        }
        console.out(console.paint(Wrapping.wrapped("▶ \(exercise.id) · \(exercise.title[language])", width: console.width, hangingIndent: "  "), .bold))
        console.out(console.paint("  " + context.shown(exercise.file), .cyan))
        console.out(console.prose(CommandSpelling.spelled(exercise.statement[language], as: context.invocation), indent: "  "))
        console.out("")
    }

    /// The status line in `width` columns: the status then the keys when both fit; else the
    /// status on a line of its own (cut with "…" when even it is too wide, the skip note at its
    /// end going first) and the keys under it, folded only between two keys.
    static func statusLines(_ status: String, keys: String, width: Int) -> [String] {
        let line = status + "  " + keys
        if DisplayWidth.width(of: line) <= width { return [line] }
        var folded: [String] = []
        for item in keyItems(keys) {
            if let last = folded.last, DisplayWidth.width(of: last + item) <= width {
                folded[folded.count - 1] = last + item
            } else {
                folded.append(WatchListView.fit("  " + item, width))
            }
        }
        return [WatchListView.fit(status, width)] + folded.map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
    }

    /// `save the file to grade again; h hint, l list…` as its keys, each with the mark and the
    /// space after it: `save the file to grade again; `, `h hint, `…
    static func keyItems(_ keys: String) -> [String] {
        var items: [String] = [], item = ""
        for character in keys {
            if character == " ", let last = item.last, last == ";" || last == "," {
                items.append(item + " ")
                item = ""
                continue
            }
            item.append(character)
            if character == "；" || character == "，" {
                items.append(item)
                item = ""
            }
        }
        return item.isEmpty ? items : items + [item]
    }

    /// `6/61 ✓`: exercises passed of all, as the prompt shows it.
    static func standing(_ progress: ProgressStore.State, _ context: CommandContext) -> String {
        let all = context.course.exercises
        return "\(all.filter { progress.passed($0.id) }.count)/\(all.count) ✓"
    }

    /// What a pass leads to: the next exercise, and the command that shows the reference solution.
    static func passed(_ id: String, next: Exercise?, _ context: CommandContext) -> (String, String) {
        let solution = context.command("solution \(id)")
        let standing = standing(context.progress, context)
        guard let next else { return (wording("watch.passed", standing)[context.language], solution) }
        return (wording("watch.passed.next", standing, next.id)[context.language], solution)
    }

    /// A sentence ending in a command: on one line when it fits, else the sentence wrapped and
    /// the command whole on the next line, so it can be copied as it is.
    static func sentence(_ sentence: String, then command: String, width: Int, language: Language) -> String {
        let line = wording("watch.sentence-then-command", sentence, command)[language]
        if DisplayWidth.width(of: line) <= width { return line }
        return Wrapping.wrapped(sentence, width: width, hangingIndent: "  ") + "\n  " + command
    }

    /// The exercise file's bytes (nil when it is missing): what a save changes.
    static func contents(of exercise: Exercise, root: URL) -> Data? {
        FileManager.default.contents(atPath: root.appendingPathComponent(exercise.file).path)
    }
}
