import CourseKit
import Foundation
import LessonEngine
import LessonKit
import Marbles
import TextKit

/// Writing pictures to files: SVG, or an HTML page holding them when the name ends in `.html`.
enum PictureFiles {
    static func isHTML(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".html") || lower.hasSuffix(".htm")
    }

    static func writeFigures(_ figures: [MarbleSVGFigure], title: String, to path: String, console: Console, language: Language) -> Bool {
        let text = isHTML(path)
            ? HTMLReport.page(title: title, language: language, body: figures.map { "<div class=\"figure\">\(MarbleSVG.element($0))</div>" }.joined(separator: "\n"))
            : MarbleSVG.document(figures)
        return write(text, to: path, console: console, language: language)
    }

    /// Every demo's figure of these lessons in one file. False (after saying why) if it cannot be written.
    static func writeRunFigures(_ results: [(Lesson, [DemoResult])], to path: String, console: Console, language: Language) -> Bool {
        if isHTML(path) {
            let body = results.map { HTMLReport.lessonSection($0.0, results: $0.1, language: language) }.joined(separator: "\n")
            let title = results.map(\.0.id).joined(separator: ", ")
            return write(HTMLReport.page(title: "rxlesson · \(title)", language: language, body: body), to: path, console: console, language: language)
        }
        var figures: [MarbleSVGFigure] = []
        for (lesson, demoResults) in results {
            for (number, result) in demoResults.enumerated() {
                let title = "\(lesson.id) · \(number + 1). \(result.demo.title[language])"
                if let figure = DemoPictures.figure(for: result, title: title, caption: result.demo.explanation[language], language: language) {
                    figures.append(figure)
                }
            }
        }
        if figures.isEmpty {
            console.err(wording("picture-files.note-these-demos-record-no", path)[language])
        }
        return write(MarbleSVG.document(figures), to: path, console: console, language: language)
    }

    /// Writes atomically and says where; on failure says why and returns false.
    static func write(_ text: String, to path: String, console: Console?, language: Language) -> Bool {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            console?.err(wording("picture-files.wrote", path)[language])
            return true
        } catch {
            (console ?? Console.standard()).err(wording("picture-files.error-cannot-write", path, error.localizedDescription)[language])
            return false
        }
    }
}
