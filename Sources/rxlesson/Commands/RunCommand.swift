import CommandLineKit
import CourseKit
import Foundation
import LessonEngine
import LessonKit
import TextKit

/// `rxlesson run ID... | --all`: runs each demo of a lesson on the virtual clock.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "run",
        abstract: wording("run.run-a-lesson-s-demos"),
        discussion: wording("run.exit-0-with-no-mismatch"),
        examples: [.init("dispose"), .init("dispose --step"), .init("dispose --at 0,10,30"), .init("--all --json")])

    @Flag(help: wording("run.run-every-lesson"))
    var all: Bool

    @Flag(help: wording("run.one-json-object-per-lesson"))
    var json: Bool

    @Option(valueName: "FILE", help: wording("run.also-draw-the-figures-as"))
    var svg: String?

    @Flag(help: ClockStepping.stepHelp)
    var step: Bool

    @Option(valueName: "TICKS", help: ClockStepping.atHelp)
    var at: String?

    @Flag(help: wording("run.no-pager"))
    var noPager: Bool

    @Argument(valueName: "ID", help: wording("run.lesson-ids"))
    var ids: [String]

    func validate() throws {
        if all == !ids.isEmpty {
            throw ValidationError(wording("run.name-one-or-more-lesson"))
        }
        if let svg { try OutputFile.check(svg, option: "--svg") }
        _ = try ClockStepping.ticks(at)
        if (step || at != nil) && json {
            throw ValidationError(wording("run.step-and-at-do-not"))
        }
    }

    func run(_ context: CommandContext) -> Int32 {
        let course = context.course, console = context.console, language = context.language
        var lessons: [Lesson] = []
        if all {
            lessons = course.lessons
        } else {
            let unknown = ids.filter { course.lesson($0) == nil }
            if !unknown.isEmpty {
                return context.unknown(UnknownIDs(entries: unknown.map { ($0, Suggestions.nearest($0, among: course.lessons.map(\.id))) }, what: wording("report.lesson")))
            }
            lessons = ids.compactMap(course.lesson)
        }
        let results = lessons.map { lesson in (lesson, DemoRunner.run(lesson: lesson, language: language).results) }
        if step || at != nil {
            stepThrough(results, context)
        } else if json {
            for (lesson, demoResults) in results {
                console.out(LessonReport.json(lesson: lesson, results: demoResults, language: language).text)
            }
        } else {
            Pager.show(context, off: noPager) { context in
                let console = context.console
                for (position, (lesson, demoResults)) in results.enumerated() {
                    if position > 0 { console.out() }
                    LessonReport.text(lesson: lesson, results: demoResults, language: language, console: console, invocation: context.invocation)
                }
                // One lesson read: the way on is its exercises.
                if results.count == 1, let lesson = results.first?.0, !lesson.exercises.isEmpty {
                    console.out()
                    console.out(console.paint(Self.wayOn(lesson, progress: context.progress, context), .bold))
                }
            }
        }
        if let svg, !PictureFiles.writeRunFigures(results, to: svg, console: console, language: language) { return 1 }
        return results.flatMap(\.1).contains { $0.verdict == .mismatch } ? 1 : 0
    }

    /// Each demo that subscribed a chain, frame by frame (`--step`, `--at`).
    private func stepThrough(_ results: [(Lesson, [DemoResult])], _ context: CommandContext) {
        let console = context.console, language = context.language
        let stepping = ClockStepping(ticks: try? ClockStepping.ticks(at))
        for (lesson, demoResults) in results {
            console.out(console.paint(Wrapping.wrapped("\(lesson.id) · \(lesson.title[language])", width: console.width, indent: ""), .bold))
            for (number, result) in demoResults.enumerated() where !result.chains.isEmpty {
                console.out("")
                console.out(console.paint(Wrapping.wrapped("\(number + 1). \(result.demo.title[language])", width: console.width, hangingIndent: "   "), .bold))
                // A demo whose clock had to be stopped is drawn for its first moments: its lines too.
                let steps = ClockSteps(chains: result.chains, printed: result.printed.filter { $0.time <= result.lastTick }, scale: result.drawing?.scale)
                guard stepping.show(steps, context) else { return }
            }
        }
    }

    /// `This lesson has 4 exercises; start with: swift run rxlesson watch marbles-draw`.
    static func wayOn(_ lesson: Lesson, progress: ProgressStore.State, _ context: CommandContext) -> String {
        let count = lesson.exercises.count
        guard let next = lesson.exercises.first(where: { !progress.passed($0.id) }) else {
            return wording("run.you-have-passed-all-of", count)[context.language]
        }
        // Plain `watch` when it is where watch starts anyway.
        let command = context.command(context.course.next(progress)?.id == next.id ? "watch" : "watch \(next.id)")
        let sentence = (count == 1 ? wording("run.one-exercise-start-with", count) : wording("run.exercises-start-with", count))[context.language]
        return WatchCommand.sentence(sentence, then: command, width: context.console.width, language: context.language)
    }
}
