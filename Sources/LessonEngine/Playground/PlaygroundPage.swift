import LessonKit
import Marbles
import TextKit

/// `playground --html FILE`: one run as a page, whatever its outcome: what the file printed
/// and every chain as an SVG figure, or the compiler's errors, or why the file was not run.
public enum PlaygroundPage {
    public static func body(_ outcome: PlaygroundRunner.Outcome, shownAs: String, language: Language) -> String {
        var out = "<h1>rxlesson playground · <code>\(escape(shownAs))</code></h1>\n"
        switch outcome {
        case .unusable(let reason):
            out += "<p class=\"failure\">\(escape(reason.sentences[language]))</p>\n"
        case .refused(let diagnostics):
            out += "<p class=\"failure\">\(wording("playground-page.it-does-not-compile")[language])</p>\n"
            out += "<pre>\(escape(diagnostics.filter { $0.severity == .error }.flatMap { $0.excerpt(language) }.joined(separator: "\n")))</pre>\n"
        case .ran(let result):
            let report = PlaygroundReport(result)
            if let problem = (result.problem?.sentences ?? report.problem)?[language] {
                out += "<p class=\"note\">\(escape(problem))</p>\n"
                if let location = result.problemLocation {
                    out += "<pre>\(escape(location.excerpt.joined(separator: "\n")))</pre>\n"
                }
            }
            for violation in result.violations {
                out += "<p class=\"note\">\(escape(wording("playground-report.note", violation.sentence(language))[language]))</p>\n"
            }
            // One clock over the chains and the output: scrub it and both fill in tick by tick.
            let figures = report.svgFigures(title: nil, language: language).map { figure in
                var figure = figure
                figure.clock = true
                return figure
            }
            var scrubbed = "<h3 class=\"part\">\(wording("playground-page.every-chain-one-row-per")[language])</h3>\n"
            scrubbed += figures.isEmpty
                ? "<p class=\"sub\">\(wording("playground-page.no-chain-was-subscribed")[language])</p>\n"
                : figures.map { "<div class=\"figure\">\(MarbleSVG.element($0))</div>\n" }.joined()
            let printed = result.printed.isEmpty && !result.output.isEmpty
                ? result.output.split(separator: "\n", omittingEmptySubsequences: false).map { Playground.Line(time: 0, text: String($0)) }
                : result.printed
            if !printed.isEmpty { scrubbed += ClockPage.printed(printed, language: language) }
            out += ClockPage.box(scrubbed, ticks: ClockPage.ticks(of: figures, printed: printed), language: language)
        }
        return out
    }

    static func escape(_ text: String) -> String { Escaping.html(text) }
}
