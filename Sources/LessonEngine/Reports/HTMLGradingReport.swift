import CourseKit
import Foundation
import LessonKit
import Marbles
import TextKit

/// `check --format html`: one self-contained page in the style of `report --html` (inline CSS
/// and SVG, no scripts). The summary, then a section per exercise; under each failure its
/// task, the first difference drawn expected over actual, the learner's chain drawn one row
/// per operator (the drawing `playground --svg` makes) with the operator that parts from
/// the solution, and what the learner's code printed.
public enum HTMLGradingReport {
    static func render(_ report: GradingReport, language: Language) -> String {
        let title = wording("grading-page.title")[language]
        var body = "<h1>rxlesson · \(title)</h1>\n"
        var who: [String] = []
        if let student = report.student { who.append(wording("grading-page.student", "<b>\(escape(student))</b>")[language]) }
        if let commit = report.commit { who.append(wording("grading-page.commit", "<code>\(escape(commit))</code>")[language]) }
        if !who.isEmpty { body += "<p class=\"sub\">\(who.joined(separator: " · "))</p>\n" }
        let failed = report.results.count - report.passed
        body += "<p class=\"score\"><b>" + wording("grading-page.score", "\(report.score)/\(report.maxScore)")[language] + "</b> · "
        body += escape((report.results.count == 1 ? wording("grading-page.counts.one", report.results.count, report.passed, failed)
                        : wording("grading-page.counts", report.results.count, report.passed, failed))[language]) + "</p>\n"
        body += table(report, language: language)
        for result in report.results {
            body += section(result, exercise: report.exercise(result.id), language: language, invocation: report.invocation, hintKey: report.hintKey)
        }
        return HTMLReport.page(title: "rxlesson · " + title + (report.student.map { " · \($0)" } ?? ""),
                               language: language, body: body)
    }

    static func escape(_ text: String) -> String { Escaping.html(text) }

    static func anchor(_ id: String) -> String { "exercise-" + id }

    static func badge(_ status: GradeResult.Status, language: Language) -> String {
        "<span class=\"badge \(status.rawValue)\">\(escape(TextReport.label(status, language)))</span>"
    }

    /// One line per exercise, linking to its section.
    static func table(_ report: GradingReport, language: Language) -> String {
        var out = "<table>\n<tr>" + wording("grading-page.table-heading")[language] + "</tr>\n"
        for result in report.results {
            out += "<tr><td><a href=\"#\(escape(anchor(result.id)))\"><b>\(escape(result.id))</b></a>"
            if let title = report.exercise(result.id)?.title[language] { out += " · \(escape(title))" }
            out += "</td><td>\(escape(result.lesson))</td><td>\(badge(result.status, language: language))</td><td>\(result.score)/\(result.points)</td></tr>\n"
        }
        return out + "</table>\n"
    }

    /// `invocation` names the hint command as the reader runs rxlesson; with `hintKey` (in
    /// `watch`) the page names the key instead. With `passingChain` (watch's page) a pass
    /// draws the chain that passed; a report's pass stays a line.
    public static func section(_ result: GradeResult, exercise: Exercise?, language: Language,
                               invocation: String = "rxlesson", hintKey: Character? = nil, passingChain: Bool = false) -> String {
        var out = "<section class=\"demo\" id=\"\(escape(anchor(result.id)))\">\n"
        out += "<h2>\(escape(result.id))" + (exercise.map { " · " + escape($0.title[language]) } ?? "") + badge(result.status, language: language) + "</h2>\n"
        out += "<p class=\"sub\"><code>\(escape(result.location))</code></p>\n"
        guard !result.passed else { return out + (passingChain ? drawnPass(result, language: language) : "") + "</section>\n" }
        if let task = exercise?.statement[language] { out += "<p>\(escape(task))</p>\n" }
        out += "<p class=\"failure\">\(escape(result.message(language)))</p>\n"
        if !result.diagnostics.isEmpty {
            out += "<pre>\(escape(result.diagnostics.prefix(5).flatMap { $0.excerpt(language) }.joined(separator: "\n")))</pre>\n"
        }
        out += firstDifference(result, language: language)
        out += trace(result, language: language)
        if let output = result.output(language) {
            out += "<h3 class=\"part\">\(wording("grading-page.printed")[language])</h3>\n<pre>\(escape(output))</pre>\n"
        }
        let stuck = hintKey.map { wording("grading-page.stuck.press-key", "<code>\($0)</code>") }
            ?? wording("grading-page.stuck.command", "<code>\(escape(invocation)) hint \(escape(result.id))</code>")
        out += "<p class=\"sub\">\(stuck[language])</p>\n"
        return out + "</section>\n"
    }

    /// Expected over actual: marbles as a picture, the caret's tick marked; printed output
    /// as two columns.
    static func firstDifference(_ result: GradeResult, language: Language) -> String {
        let heading = "<h3 class=\"part\">\(wording("grading-page.first-difference")[language])</h3>\n"
        if let marbles = result.marbles, let difference = marbles.difference {
            let figure = MarbleSVGFigure(
                rows: [.init(label: wording("comparison.expected")[language], diagram: marbles.expected),
                       .init(label: wording("comparison.actual")[language], diagram: marbles.actual, role: .result)],
                unit: Tick.axis(language), mark: difference.time, markNote: difference.sentences[language])
            var out = heading + "<div class=\"figure\">\(MarbleSVG.element(figure))</div>\n"
            if let text = result.figure(language) {
                out += "<details><summary>\(wording("grading-page.as-text")[language])</summary><pre>\(escape(text))</pre></details>\n"
            }
            return out
        }
        guard let figure = result.figure(language) else { return "" }
        if result.marbles == nil, let expected = result.expected, let actual = result.actual {
            return heading + HTMLReport.outputs(documented: expected, actual: actual, language: language,
                                                titles: (wording("grading-page.expected-output")[language], wording("grading-page.actual-output")[language])) + "\n"
        }
        // The diagrams agree and the printed output does not: its text figure.
        return heading + "<pre>\(escape(figure))</pre>\n"
    }

    /// After a pass: the passing chain drawn, to scrub through.
    static func drawnPass(_ result: GradeResult, language: Language) -> String {
        guard !result.passingChains.isEmpty else { return "" }
        let traced = PlaygroundReport(PlaygroundResult(output: "", chains: result.passingChains))
        return "<h3 class=\"part\">\(wording("grading-page.passing-chain")[language])</h3>\n"
            + scrubbable(traced.svgFigures(title: nil, language: language), language: language)
    }

    /// Figures of one run under one clock to scrub.
    static func scrubbable(_ figures: [MarbleSVGFigure], language: Language) -> String {
        let figures = figures.map { figure in
            var figure = figure
            figure.clock = true
            return figure
        }
        let drawn = figures.map { "<div class=\"figure\">\(MarbleSVG.element($0))</div>\n" }.joined()
        return ClockPage.box(drawn, ticks: ClockPage.ticks(of: figures, printed: []), language: language)
    }

    /// The learner's chains, one row per operator, and where they part from the solution.
    static func trace(_ result: GradeResult, language: Language) -> String {
        guard !result.chains.isEmpty else { return "" }
        var out = "<h3 class=\"part\">\(wording("grading-page.chain")[language])</h3>\n"
        if result.chains.joined().contains(where: { $0.names.contains("result") }) {
            out += "<p class=\"sub\">" + wording("grading-page.result-row")[language] + "</p>\n"
        }
        if let divergence = result.divergence {
            out += "<p class=\"failure\">" + wording("grading-page.divergence", "<code>\(escape(divergence.place))</code>", escape(divergence.sentences[language]))[language] + "</p>\n"
        }
        let traced = result.tracedReport
        var figures = traced.svgFigures(title: traced.chains.count > 1 ? result.id : nil, language: language)
        if let divergence = result.divergence, figures.indices.contains(divergence.chain) {
            figures[divergence.chain].mark = divergence.tick
            figures[divergence.chain].markNote = divergence.place + ": " + divergence.sentences[language]
        }
        out += scrubbable(figures, language: language)
        if let text = result.trace(language) {
            out += "<details><summary>\(wording("grading-page.as-text")[language])</summary><pre>\(escape(text))</pre></details>\n"
        }
        return out
    }
}
