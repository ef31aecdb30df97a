import Foundation

/// `rxlesson report --html DIR [ID...] [--lang zh|en]`: an index page, one page per lesson
/// (outputs side by side, marble figures as inline SVG) and a page of every operator.
struct ReportCommand {
    let catalog: [Lesson]
    let defaultLanguage: Language

    static let usage = "usage: rxlesson report --html DIR [ID...] [--lang zh|en]"

    func run(_ arguments: [String], console: Console) -> Int32 {
        var directory: String?
        var ids: [String] = []
        var language = defaultLanguage
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--html":
                index += 1
                guard index < arguments.count else { return usage("--html needs a directory", console) }
                directory = arguments[index]
            case "--lang":
                index += 1
                guard index < arguments.count, let chosen = Language(rawValue: arguments[index]) else {
                    return usage("--lang takes zh or en", console)
                }
                language = chosen
            case "--no-color": break
            case "-h", "--help":
                console.out(Self.usage + "\n\nWrites DIR/index.html, a page per lesson (DIR/<id>.html) and DIR/operators.html.")
                return 0
            default:
                if argument.hasPrefix("--html=") {
                    directory = String(argument.dropFirst("--html=".count))
                } else if argument.hasPrefix("-") {
                    return usage("unknown option '\(argument)'", console)
                } else {
                    ids.append(argument)
                }
            }
            index += 1
        }
        guard let directory, !directory.isEmpty else { return usage("say where: --html DIR", console) }
        let lessons: [Lesson]
        if ids.isEmpty {
            lessons = catalog
        } else {
            guard let resolved = LessonLookup(catalog: catalog).resolve(ids, console: console) else { return 2 }
            lessons = resolved
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            console.err("error: cannot create \(directory): \(error.localizedDescription)")
            return 1
        }
        let results = lessons.map { lesson in (lesson, lesson.demos.map(DemoRunner.run)) }
        let pictures = Gallery.examples.compactMap { try? GalleryRunner.run($0) }
        var pages: [(String, String)] = [("index.html", HTMLReport.index(results, language: language, operatorsPage: "operators.html"))]
        for (lesson, demoResults) in results {
            let nav = "<nav><a href=\"index.html\">← " + (language == .zh ? "所有课" : "all lessons") + "</a></nav>\n"
            let body = nav + HTMLReport.lessonSection(lesson, results: demoResults, language: language)
            pages.append(("\(lesson.id).html", HTMLReport.page(title: "rxlesson · \(lesson.id)", language: language, body: body)))
        }
        pages.append(("operators.html", HTMLReport.operators(pictures, backLink: "index.html", language: language)))
        let quiet = Console()
        for (name, text) in pages {
            let path = (directory as NSString).appendingPathComponent(name)
            guard PictureFiles.write(text, to: path, console: quiet) else {
                console.err(quiet.standardError.trimmingCharacters(in: .newlines))
                return 1
            }
        }
        let indexPage = (directory as NSString).appendingPathComponent("index.html")
        console.out("wrote \(pages.count) pages to \(directory): \(lessons.count) lesson\(lessons.count == 1 ? "" : "s") and every operator; open \(indexPage)")
        return 0
    }

    private func usage(_ message: String, _ console: Console) -> Int32 {
        console.err("error: \(message)\n\(Self.usage)")
        return 2
    }
}
