import Foundation
import Marbles

/// The picture commands: `marbles`, `play` and `report`, added to the command line through
/// ``RxLessonCommand/extraCommands``.
public enum PictureCommands {
    public static func register(in command: inout RxLessonCommand) {
        let catalog = command.catalog
        let language = Language.fromEnvironment(command.environment)
        command.extraCommands["marbles"] = { arguments, console in MarblesCommand(defaultLanguage: language).run(arguments, console: console) }
        command.extraCommands["play"] = { arguments, console in PlayCommand(defaultLanguage: language).run(arguments, console: console) }
        command.extraCommands["report"] = { arguments, console in
            ReportCommand(catalog: catalog, defaultLanguage: language).run(arguments, console: console)
        }
    }

    /// `rxlesson run --svg FILE`: every demo's figure of these lessons in one SVG file (or
    /// one HTML page when FILE ends in `.html`). False (after saying why) if it cannot be written.
    public static func writeRunFigures(_ results: [(Lesson, [DemoResult])], to path: String, language: Language, console: Console) -> Bool {
        if PictureFiles.isHTML(path) {
            let body = results.map { HTMLReport.lessonSection($0.0, results: $0.1, language: language) }.joined(separator: "\n")
            let title = results.map(\.0.id).joined(separator: ", ")
            return PictureFiles.write(HTMLReport.page(title: "rxlesson · \(title)", language: language, body: body), to: path, console: console)
        }
        var figures: [MarbleSVGFigure] = []
        for (lesson, demoResults) in results {
            for (number, result) in demoResults.enumerated() {
                let title = "\(lesson.id) · \(number + 1). \(result.demo.title[language])"
                if let figure = DemoPictures.figure(for: result, title: title, caption: result.demo.explanation[language]) {
                    figures.append(figure)
                }
            }
        }
        if figures.isEmpty {
            console.err("note: these demos record no streams; \(path) has no figures")
        }
        return PictureFiles.write(MarbleSVG.document(figures), to: path, console: console)
    }
}

/// Writing pictures to files.
enum PictureFiles {
    static func isHTML(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".html") || lower.hasSuffix(".htm")
    }

    /// Figures as an SVG file, or as an HTML page holding them when `path` ends in `.html`.
    static func writeFigures(_ figures: [MarbleSVGFigure], title: String, to path: String, console: Console) -> Bool {
        let text = isHTML(path)
            ? HTMLReport.page(title: title, body: figures.map { "<div class=\"figure\">\(MarbleSVG.element($0))</div>" }.joined(separator: "\n"))
            : MarbleSVG.document(figures)
        return write(text, to: path, console: console)
    }

    /// Reads `--lang zh|en` / `--lang=zh|en` at `arguments[index]`; advances `index` past it.
    static func languageOption(_ arguments: [String], _ index: inout Int) -> Result<Language, PictureUsageError>? {
        let argument = arguments[index]
        let value: String
        if argument == "--lang" {
            guard index + 1 < arguments.count else { return .failure(PictureUsageError(message: "--lang takes zh or en")) }
            index += 1
            value = arguments[index]
        } else if argument.hasPrefix("--lang=") {
            value = String(argument.dropFirst("--lang=".count))
        } else {
            return nil
        }
        guard let language = Language(rawValue: value) else { return .failure(PictureUsageError(message: "--lang takes zh or en")) }
        return .success(language)
    }

    /// Writes atomically and says where; on failure says why and returns false.
    static func write(_ text: String, to path: String, console: Console) -> Bool {
        let url = URL(fileURLWithPath: path)
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
            console.err("wrote \(path)")
            return true
        } catch {
            console.err("error: cannot write \(path): \(error.localizedDescription)")
            return false
        }
    }

    /// Reads `--svg FILE` / `--svg=FILE` at `arguments[index]`; advances `index` past it.
    static func svgOption(_ arguments: [String], _ index: inout Int) -> Result<String, PictureUsageError>? {
        let argument = arguments[index]
        if argument == "--svg" {
            guard index + 1 < arguments.count else { return .failure(PictureUsageError(message: "--svg needs a file name")) }
            index += 1
            return .success(arguments[index])
        }
        if argument.hasPrefix("--svg=") {
            let path = String(argument.dropFirst("--svg=".count))
            return path.isEmpty ? .failure(PictureUsageError(message: "--svg needs a file name")) : .success(path)
        }
        return nil
    }
}

struct PictureUsageError: Error {
    var message: String
}
