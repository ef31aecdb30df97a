import Marbles
import TextKit

/// `playground --html FILE`: one run as a page, whatever its outcome: what the file printed
/// and every chain as an SVG figure, or the compiler's errors, or why the file was not run.
public enum PlaygroundPage {
    public static func body(_ outcome: PlaygroundRunner.Outcome, shownAs: String, language: Language) -> String {
        let zh = language == .zh
        var out = "<h1>rxlesson playground · <code>\(escape(shownAs))</code></h1>\n"
        switch outcome {
        case .unusable(let reason):
            out += "<p class=\"failure\">\(escape(reason))</p>\n"
        case .refused(let diagnostics):
            out += "<p class=\"failure\">\(zh ? "编译没有通过：" : "It does not compile:")</p>\n"
            out += "<pre>\(escape(diagnostics.filter { $0.severity == .error }.flatMap(\.excerpt).joined(separator: "\n")))</pre>\n"
        case .ran(let result):
            let report = PlaygroundReport(result)
            if let problem = result.problem ?? report.problem?[language] {
                out += "<p class=\"note\">\(escape(problem))</p>\n"
                if let location = result.problemLocation {
                    out += "<pre>\(escape(location.excerpt.joined(separator: "\n")))</pre>\n"
                }
            }
            if !result.output.isEmpty {
                out += "<h3 class=\"part\">\(zh ? "输出" : "Output")</h3>\n<pre>\(escape(result.output))</pre>\n"
            }
            let figures = report.svgFigures(title: nil, language: language)
            out += "<h3 class=\"part\">\(zh ? "每条链，每个操作符一行" : "Every chain, one row per operator")</h3>\n"
            out += figures.isEmpty
                ? "<p class=\"sub\">\(zh ? "没有订阅任何链。" : "No chain was subscribed.")</p>\n"
                : figures.map { "<div class=\"figure\">\(MarbleSVG.element($0))</div>\n" }.joined()
        }
        return out
    }

    static func escape(_ text: String) -> String { Escaping.html(text) }
}
