import CommandLineKit
import Foundation
import LessonEngine
import LessonKit
import TextKit

/// `rxlesson report --html DIR [ID...]`: an index page, one page per lesson (outputs side by
/// side, marble figures as inline SVG) and a page of every operator.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "report",
        abstract: wording("report.write-the-lessons-and-operators"),
        discussion: wording("report.writes-dir-index-html-a"),
        examples: [.init("--html out")])

    @Option(valueName: "DIR", help: wording("report.the-folder-to-write"))
    var html: String

    @Argument(valueName: "ID", help: wording("report.lesson-ids-default-all"))
    var ids: [String]

    func run(_ context: CommandContext) -> Int32 {
        let course = context.course, console = context.console, language = context.language
        let unknown = ids.filter { course.lesson($0) == nil }
        if !unknown.isEmpty {
            return context.unknown(UnknownIDs(entries: unknown.map { ($0, Suggestions.nearest($0, among: course.lessons.map(\.id))) }, what: wording("report.lesson")))
        }
        let lessons = ids.isEmpty ? course.lessons : ids.compactMap(course.lesson)
        do {
            try FileManager.default.createDirectory(atPath: html, withIntermediateDirectories: true)
        } catch {
            console.err(wording("report.error-cannot-create", html, error.localizedDescription)[language])
            return 1
        }
        let pages = HTMLSite.pages(lessons: lessons.map { ($0, DemoRunner.run(lesson: $0, language: language).results) },
                                   pictures: Gallery.examples.compactMap { try? GalleryRunner.run($0) }, language: language,
                                   progress: context.progress, invocation: context.invocation)
        for page in pages {
            guard PictureFiles.write(page.html, to: (html as NSString).appendingPathComponent(page.file), console: nil, language: language) else { return 1 }
        }
        let index = (html as NSString).appendingPathComponent("index.html")
        let wrote = lessons.count == 1 ? wording("report.wrote-pages-one-lesson", pages.count, html, lessons.count, index)
            : wording("report.wrote-pages", pages.count, html, lessons.count, index)
        console.out(wrote[language])
        return 0
    }
}
