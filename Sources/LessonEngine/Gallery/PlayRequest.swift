import TextKit
import ToolText
import LessonKit
import Marbles

/// `rxlesson play OPERATOR DIAGRAM... [ARGS]` read and checked: the operator, its source
/// diagrams (parsed), its arguments. Pure: no printing.
public struct PlayRequest {
    public var example: GalleryExample
    public var diagrams: [String]
    public var parsed: [ParsedMarbles]
    public var arguments: [String]

    /// Why the command line cannot be played: a message, and the operator when it is known
    /// (its usage and example are printed with the message).
    public struct Failure: Error {
        public var message: String
        public var example: GalleryExample?
    }

    /// The largest count or number of ticks accepted: pictures are cut after 1000 ticks.
    public static let maximumArgument = 500

    /// Reads the operator name and the positional arguments after it; what is wrong is said
    /// in `language`, naming commands after `invocation` (how this learner types rxlesson).
    public static func make(operator name: String, positional: [String], language: Language = .en,
                            invocation: String = "rxlesson") -> Result<PlayRequest, Failure> {
        guard let example = Gallery.example(named: name) else {
            let names = Gallery.examples.flatMap { [$0.name] + $0.aliases }
            let near = Suggestions.nearest(name, among: names)
            return .failure(Failure(message: Suggestions.after(wording("play-request.unknown-operator", name), near)[language]
                + "\n" + wording("play-request.marbles-list-shows-every-operator", invocation)[language]))
        }
        func fail(_ message: String) -> Result<PlayRequest, Failure> { .failure(Failure(message: message, example: example)) }

        let need = example.sources.count
        let diagramCount = example.variadic ? positional.count : min(need, positional.count)
        let diagrams = Array(positional.prefix(diagramCount))
        let arguments = Array(positional.dropFirst(diagramCount))
        if diagrams.count < need {
            let (name, needed, sources) = (example.name, diagramsPhrase(need), Localized.list(example.sources))
            return fail((example.variadic ? wording("play-request.needs-diagrams-or-more", name, needed, sources, diagrams.count)
                                           : wording("play-request.needs-diagrams", name, needed, sources, diagrams.count))[language])
        }
        if arguments.count > example.parameters.count {
            let extra = arguments[example.parameters.count]
            let count = example.parameters.count
            if count == 0 {
                let diagrams = need == 0 ? wording("play-request.diagrams-word") : diagramsPhrase(need)
                return fail(wording("play-request.no-arguments", example.name, diagrams, extra)[language])
            }
            let arguments = count == 1 ? wording("play-request.one-argument", count) : wording("play-request.arguments", count)
            return fail(wording("play-request.at-most-arguments", example.name, diagramsPhrase(need), arguments, extra)[language])
        }
        for (index, parameter) in example.parameters.enumerated() where index < arguments.count {
            let text = arguments[index]
            guard parameter.kind != .value else {
                if text.isEmpty { return fail(wording("play-request.must-not-be-empty", parameter.name)[language]) }
                continue
            }
            guard let number = Int(text), number >= parameter.minimum, number <= maximumArgument else {
                let looksLikeADiagram = Int(text) == nil && (text.contains("-") || text.contains("|"))
                let message = parameter.kind == .ticks
                    ? wording("play-request.must-be-ticks", parameter.name, parameter.help, parameter.minimum, maximumArgument, text)
                    : wording("play-request.must-be-number", parameter.name, parameter.help, parameter.minimum, maximumArgument, text)
                return fail((looksLikeADiagram ? wording("play-request.diagrams-first", message) : message)[language])
            }
        }
        var parsed: [ParsedMarbles] = []
        let names = example.sourceNames(count: diagrams.count)
        for (index, text) in diagrams.enumerated() {
            let which = wording("play-request.diagram", index + 1, names[index])[language]
            do {
                let diagram = try MarbleParser.parseDetailed(text, syntax: GalleryRunner.syntax)
                if diagram.diagram.unsubscription != nil, let column = column(of: "!", in: text) {
                    let error = MarbleSyntaxError(.described(wording("play-request.an-unsubscription-is-for-the")),
                                                  column: column, diagram: text)
                    return fail(describe(error, which: which, language: language))
                }
                parsed.append(diagram)
            } catch {
                return fail(describe(error, which: which, language: language))
            }
        }
        return .success(PlayRequest(example: example, diagrams: diagrams, parsed: parsed, arguments: arguments))
    }

    /// Runs it.
    public func run() -> GalleryPicture {
        GalleryRunner.run(example, sources: parsed, diagrams: diagrams, arguments: arguments)
    }

    /// `diagram 1 (source), column 7: <message>`, then the diagram and a caret under the column.
    private static func describe(_ error: MarbleSyntaxError, which: String, language: Language) -> String {
        let lines = error.rendered(in: language).split(separator: "\n", omittingEmptySubsequences: false)
        let picture = lines.dropFirst().prefix(2).joined(separator: "\n")
        return wording("play-request.at-column", which, error.column, error.message(in: language))[language] + "\n" + picture
    }

    /// `1 diagram`, `2 diagrams`.
    private static func diagramsPhrase(_ count: Int) -> Localized {
        count == 1 ? wording("play-request.one-diagram", count) : wording("play-request.diagrams", count)
    }

    private static func column(of character: Character, in text: String) -> Int? {
        var column = 1
        for current in text {
            if current == character { return column }
            column += 1
        }
        return nil
    }
}
