import CommandLineKit
import Foundation
import LessonEngine
import TextKit
import ToolText

/// `rxlesson play OPERATOR DIAGRAM... [ARGS]`: runs an operator on the learner's own
/// diagrams and draws the result.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "play",
        abstract: wording("play.run-an-operator-on-your"),
        discussion: wording("play.diagrams-first-quote-them-then"),
        examples: [.init("combineLatest '--1----2--|' '----a----b|'"), .init("debounce '-1-2-----3--|' 3"), .init("take '--a--b--c--|' 2")])

    @Option(valueName: "FILE", help: wording("marbles.also-write-svg-an-html"))
    var svg: String?

    @Argument(valueName: "OPERATOR", help: wording("play.the-operator"))
    var name: String

    @Argument(valueName: "DIAGRAM|ARG", allowsLeadingDash: true, help: wording("play.diagrams-then-arguments"))
    var rest: [String]

    func validate() throws {
        if let svg { try OutputFile.check(svg, option: "--svg") }
    }

    func run(_ context: CommandContext) -> Int32 {
        let console = context.console, language = context.language
        let request: PlayRequest
        switch PlayRequest.make(operator: name, positional: rest, language: language, invocation: context.invocation) {
        case .failure(let failure):
            if let example = failure.example, rest.isEmpty {
                // The operator alone asks what it takes: its diagrams and arguments, explained.
                console.out(Self.operatorHelp(example, invocation: context.invocation, width: console.width, language: language))
                return 0
            }
            console.err(Localized.error(failure.message, language))
            if let example = failure.example {
                console.err(example.usage(context.language))
                Self.exampleLines(example, invocation: context.invocation, width: console.width, language: language).forEach { console.err($0) }
            } else {
                console.err(context.usage)
            }
            return 2
        case .success(let made): request = made
        }
        let picture = request.run()
        picture.print(to: console, tryIt: nil, language: language)
        if let svg, !PictureFiles.writeFigures([picture.svgFigure(language: language)], title: "rxlesson play \(request.example.name)",
                                               to: svg, console: console, language: language) {
            return 1
        }
        return 0
    }

    /// The operator's usage, what each diagram and argument is, and its example as this
    /// learner types it (after `invocation`).
    static func operatorHelp(_ example: GalleryExample, invocation: String, width: Int, language: Language) -> String {
        var lines = [example.usage(language), "", wording("play.name-meaning", example.name, example.meanings)[language], ""]
        let names = example.sources.map { $0.uppercased() }
        for (name, diagram) in zip(names, example.diagrams) {
            lines.append("  " + DisplayWidth.pad(name, to: 10) + wording("play.a-diagram-e-g")[language] + " '\(diagram)'")
        }
        if example.variadic { lines.append("  MORE...   " + wording("play.more-diagrams-as-many-as")[language]) }
        for parameter in example.parameters {
            lines.append("  " + DisplayWidth.pad(parameter.name.uppercased(), to: 10) + wording("play.help-default", parameter.help, parameter.example)[language])
        }
        lines += [""] + exampleLines(example, invocation: invocation, width: width, language: language)
        return lines.joined(separator: "\n")
    }

    /// `example: swift run rxlesson play take '--a--b--c--d--|' 2`, folded to `width`.
    static func exampleLines(_ example: GalleryExample, invocation: String, width: Int, language: Language) -> [String] {
        let lead = wording("play.example", "")[language]
        return ShellLines.fold(example.exampleCommand(invocation), lead: lead, indent: "    ", width: width)
    }
}
