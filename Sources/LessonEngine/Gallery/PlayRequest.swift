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
    /// in `language`.
    public static func make(operator name: String, positional: [String], language: Language = .en) -> Result<PlayRequest, Failure> {
        let zh = language == .zh
        guard let example = Gallery.example(named: name) else {
            let names = Gallery.examples.flatMap { [$0.name] + $0.aliases }
            let near = Suggestions.nearest(name, among: names)
            return .failure(Failure(message: Suggestions.after(wording("play-request.unknown-operator", name), near)[language]
                + "\n" + wording("play-request.marbles-list-shows-every-operator")[language]))
        }
        func fail(_ message: String) -> Result<PlayRequest, Failure> { .failure(Failure(message: message, example: example)) }

        let need = example.sources.count
        let diagramCount = example.variadic ? positional.count : min(need, positional.count)
        let diagrams = Array(positional.prefix(diagramCount))
        let arguments = Array(positional.dropFirst(diagramCount))
        if diagrams.count < need {
            let names = example.sources.joined(separator: ", ")
            if zh { return fail("\(example.name) 需要 \(need) 个弹珠图（\(example.sources.joined(separator: "、"))）\(example.variadic ? "或更多" : "")，只给了 \(diagrams.count) 个") }
            return fail("\(example.name) needs \(need) diagram\(need == 1 ? "" : "s") (\(names))\(example.variadic ? " or more" : ""); got \(diagrams.count)")
        }
        if arguments.count > example.parameters.count {
            let extra = arguments[example.parameters.count]
            if zh {
                let what = example.parameters.isEmpty ? "除了弹珠图不接受参数" : "接受 \(need) 个弹珠图和最多 \(example.parameters.count) 个参数"
                return fail("\(example.name) \(what)；'\(extra)' 多余了")
            }
            let what = example.parameters.isEmpty
                ? "takes no arguments besides its \(need == 0 ? "" : "\(need) ")diagram\(need == 1 ? "" : "s")"
                : "takes \(need) diagram\(need == 1 ? "" : "s") and at most \(example.parameters.count) argument\(example.parameters.count == 1 ? "" : "s")"
            return fail("\(example.name) \(what); '\(extra)' is one too many")
        }
        for (index, parameter) in example.parameters.enumerated() where index < arguments.count {
            let text = arguments[index]
            guard parameter.kind != .value else {
                if text.isEmpty { return fail(wording("play-request.must-not-be-empty", parameter.name)[language]) }
                continue
            }
            guard let number = Int(text), number >= parameter.minimum, number <= maximumArgument else {
                let unit = parameter.kind == .ticks ? "a whole number of ticks" : "a whole number"
                let looksLikeADiagram = Int(text) == nil && (text.contains("-") || text.contains("|"))
                if zh {
                    return fail("\(parameter.name)（\(parameter.help(in: language))）必须是 \(parameter.minimum) 到 \(maximumArgument) 之间的整数\(parameter.kind == .ticks ? "（拍数）" : "")，而不是 '\(text)'"
                        + (looksLikeADiagram ? "（先写弹珠图，再写参数）" : ""))
                }
                return fail("\(parameter.name) (\(parameter.help.en)) must be \(unit) from \(parameter.minimum) to \(maximumArgument); got '\(text)'"
                    + (looksLikeADiagram ? " (diagrams come first, then the arguments)" : ""))
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
        let heading = language == .zh ? "\(which)第 \(error.column) 个字符：" : "\(which), column \(error.column): "
        return heading + error.message(in: language) + "\n" + picture
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
