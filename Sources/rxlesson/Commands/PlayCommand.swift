/// `rxlesson play OPERATOR DIAGRAM... [ARGUMENTS] [--svg FILE]`: runs an operator on the
/// learner's own diagrams and draws the result.
struct PlayCommand {
    var defaultLanguage: Language = .en

    static let usage = "usage: rxlesson play OPERATOR DIAGRAM... [ARGUMENT...] [--svg FILE]"

    static let help = """
    \(usage)

    Runs an operator on your own marble diagrams on the virtual clock and draws the result.

      rxlesson play combineLatest '--1----2--|' '----a----b|'
      rxlesson play debounce '-1-2-----3--|' 3
      rxlesson play take '--a--b--c--|' 2

    Diagrams come first (quote them), then the operator's arguments (counts, ticks, a value);
    an argument left out takes the example's value. One column is one tick. A diagram without
    '^' is a cold source: it starts at its subscription, and over again at every one (retry,
    concat, an inner observable). With '^' it is hot: '^' is when the operator subscribes,
    events before it are missed.

      --svg FILE   also write the picture as SVG (or an HTML page if FILE ends in .html)
      --lang zh|en the meaning in Chinese or English (default from LANG)
      --           end of options
      rxlesson play OPERATOR --help     the operator's diagrams and arguments
      rxlesson marbles --list           every operator
    """

    func run(_ arguments: [String], console: Console) -> Int32 {
        var positional: [String] = []
        var svg: String?
        var help = false
        var language = defaultLanguage
        var optionsEnded = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if optionsEnded {
                positional.append(argument)
            } else if let option = PictureFiles.languageOption(arguments, &index) {
                switch option {
                case .success(let chosen): language = chosen
                case .failure(let error): return fail(error.message, example: nil, console)
                }
            } else if let option = PictureFiles.svgOption(arguments, &index) {
                switch option {
                case .success(let path): svg = path
                case .failure(let error): return fail(error.message, example: nil, console)
                }
            } else {
                switch argument {
                case "--": optionsEnded = true
                case "--no-color": break
                case "-h", "--help": help = true
                default: positional.append(argument)
                }
            }
            index += 1
        }
        guard let name = positional.first else {
            if help {
                console.out(Self.help)
                return 0
            }
            return fail("name an operator and give it diagrams, e.g. rxlesson play take '--a--b--c--|' 2", example: nil, console)
        }
        if help {
            guard let example = Gallery.example(named: name) else { return fail("unknown operator '\(name)'", example: nil, console) }
            console.out(operatorHelp(example, language: language))
            return 0
        }
        let request: PlayRequest
        switch PlayRequest.make(operator: name, positional: Array(positional.dropFirst())) {
        case .failure(let failure): return fail(failure.message, example: failure.example, console)
        case .success(let made): request = made
        }
        let picture = request.run()
        picture.print(to: console, tryIt: false, language: language)
        if let svg, !PictureFiles.writeFigures([picture.svgFigure(language: language)], title: "rxlesson play \(request.example.name)", to: svg, console: console) {
            return 1
        }
        return 0
    }

    /// The operator's usage, what each diagram and argument is, and its example.
    func operatorHelp(_ example: GalleryExample, language: Language = .en) -> String {
        let zh = language == .zh
        var lines = [example.usage, "", "\(example.name): \(example.meaning(in: language))", ""]
        let names = example.sources.map { $0.uppercased() }
        for (name, diagram) in zip(names, example.diagrams) {
            lines.append("  \(name.padding(toLength: 10, withPad: " ", startingAt: 0))\(zh ? "一个弹珠图, 例如" : "a diagram, e.g.") '\(diagram)'")
        }
        if example.variadic { lines.append("  MORE...   " + (zh ? "更多弹珠图, 数量不限" : "more diagrams, as many as you like")) }
        for parameter in example.parameters {
            lines.append("  \(parameter.name.uppercased().padding(toLength: 10, withPad: " ", startingAt: 0))\(parameter.help(in: language)) (\(zh ? "默认" : "default") \(parameter.example))")
        }
        lines += ["", (zh ? "例子: " : "example: ") + example.exampleCommand]
        return lines.joined(separator: "\n")
    }

    private func fail(_ message: String, example: GalleryExample?, _ console: Console) -> Int32 {
        console.err("error: \(message)")
        if let example {
            console.err(example.usage)
            console.err("example: " + example.exampleCommand)
        } else {
            console.err(Self.usage)
        }
        return 2
    }
}

import Foundation
