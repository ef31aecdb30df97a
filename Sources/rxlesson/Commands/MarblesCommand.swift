/// `rxlesson marbles OPERATOR | --list | --all [--svg FILE]`: every operator's marble
/// diagram, computed on the virtual clock from a small example.
struct MarblesCommand {
    var defaultLanguage: Language = .en

    static let usage = "usage: rxlesson marbles OPERATOR [--svg FILE] | --list | --all [--svg FILE]"

    static let help = """
    \(usage)

    Draws an operator's marble diagram: its example sources and its result on one time axis,
    computed by running the operator on the virtual clock.

      OPERATOR     e.g. combineLatest, debounce, flatMapLatest (see --list)
      --list       every operator with its meaning (also what `rxlesson marbles` prints)
      --all        every operator's diagram
      --svg FILE   also write the picture as SVG (or an HTML page if FILE ends in .html)
      --lang zh|en the meanings in Chinese or English (default from LANG)

    Run an operator on your own diagrams: rxlesson play OPERATOR DIAGRAM... [ARGUMENTS]
    """

    func run(_ arguments: [String], console: Console) -> Int32 {
        var names: [String] = []
        var list = false, all = false
        var svg: String?
        var language = defaultLanguage
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if let option = PictureFiles.languageOption(arguments, &index) {
                switch option {
                case .success(let chosen): language = chosen
                case .failure(let error): return usage(error.message, console)
                }
            } else if let option = PictureFiles.svgOption(arguments, &index) {
                switch option {
                case .success(let path): svg = path
                case .failure(let error): return usage(error.message, console)
                }
            } else {
                switch argument {
                case "--list": list = true
                case "--all": all = true
                case "--no-color": break
                case "-h", "--help":
                    console.out(Self.help)
                    return 0
                default:
                    if argument.hasPrefix("-") && argument.count > 1 { return usage("unknown option '\(argument)'", console) }
                    names.append(argument)
                }
            }
            index += 1
        }
        if names.count > 1 { return usage("one operator at a time (got \(names.joined(separator: ", ")))", console) }
        if (list || names.isEmpty) && !all {
            if svg != nil { return usage("--svg draws one operator or --all", console) }
            printList(console, language: language)
            return 0
        }
        let examples: [GalleryExample]
        if all {
            if !names.isEmpty { return usage("name an operator or --all, not both", console) }
            examples = Gallery.examples
        } else {
            guard let example = Gallery.example(named: names[0]) else {
                let near = Suggestions.closest(to: names[0], in: Gallery.examples.flatMap { [$0.name] + $0.aliases })
                console.err("error: unknown operator '\(names[0])'" + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"))
                console.err("`rxlesson marbles --list` shows every operator")
                return 2
            }
            examples = [example]
        }
        var pictures: [GalleryPicture] = []
        for (position, example) in examples.enumerated() {
            guard let picture = try? GalleryRunner.run(example) else {
                console.err("error: the example of \(example.name) cannot be read (a bug in the gallery)")
                return 1
            }
            if position > 0 { console.out() }
            picture.print(to: console, tryIt: true, language: language)
            pictures.append(picture)
        }
        if let svg {
            let written = PictureFiles.isHTML(svg) && all
                ? PictureFiles.write(HTMLReport.operators(pictures, backLink: nil, language: language), to: svg, console: console)
                : PictureFiles.writeFigures(pictures.map { $0.svgFigure(language: language) }, title: "rxlesson · " + examples.map(\.name).joined(separator: ", "), to: svg, console: console)
            if !written { return 1 }
        }
        return 0
    }

    private func printList(_ console: Console, language: Language) {
        if language == .zh {
            console.out("每个操作符的弹珠图, 都在虚拟时钟上算出:")
            console.out("  rxlesson marbles NAME          看它的例子")
            console.out("  rxlesson play NAME DIAGRAM...  用你自己的弹珠图运行它")
        } else {
        console.out("Every operator's marble diagram, computed on the virtual clock:")
        console.out("  rxlesson marbles NAME          its example")
        console.out("  rxlesson play NAME DIAGRAM...  on your own diagrams")
        }
        let width = Gallery.examples.map(\.name.count).max() ?? 0
        for family in GalleryExample.Family.allCases {
            let members = Gallery.examples.filter { $0.family == family }
            guard !members.isEmpty else { continue }
            console.out()
            console.out(console.paint(GalleryExample.familyName(family, in: language), .bold))
            for example in members {
                console.out("  " + example.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + example.meaning(in: language))
            }
        }
    }

    private func usage(_ message: String, _ console: Console) -> Int32 {
        console.err("error: \(message)\n\(Self.usage)")
        return 2
    }
}

import Foundation
