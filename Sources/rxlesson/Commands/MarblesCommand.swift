import CommandLineKit
import Foundation
import LessonEngine
import TextKit
import ToolText

/// `rxlesson marbles OPERATOR | --list | --all`: an operator's marble picture, computed on
/// the virtual clock from a small example.
struct MarblesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "marbles",
        abstract: wording("marbles.an-operator-s-marble-picture"),
        discussion: wording("marbles.run-it-on-your-own"),
        examples: [.init("flatMapLatest"), .init("--list")])

    @Flag(help: wording("marbles.every-operator-with-its-meaning"))
    var list: Bool

    @Flag(help: wording("marbles.draw-every-operator"))
    var all: Bool

    @Option(valueName: "FILE", help: wording("marbles.also-write-svg-an-html"))
    var svg: String?

    @Argument(valueName: "OPERATOR", help: wording("marbles.an-operator-e-g-combinelatest"))
    var name: String?

    func validate() throws {
        if all && name != nil { throw ValidationError(wording("marbles.name-an-operator-or-all")) }
        if svg != nil && name == nil && !all { throw ValidationError(wording("marbles.svg-draws-one-operator-or")) }
        if let svg { try OutputFile.check(svg, option: "--svg") }
    }

    func run(_ context: CommandContext) -> Int32 {
        let console = context.console, language = context.language
        if list || (name == nil && !all) {
            printList(context)
            return 0
        }
        var examples = Gallery.examples
        if let name {
            guard let example = Gallery.example(named: name) else {
                let near = Suggestions.nearest(name, among: Gallery.examples.flatMap { [$0.name] + $0.aliases })
                console.err(context.text(Suggestions.after(wording("marbles.error-unknown-operator", name), near)))
                console.err(context.text(wording("marbles.rxlesson-marbles-list-shows-every", context.invocation)))
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
            picture.print(to: console, tryIt: context.invocation, language: language)
            pictures.append(picture)
        }
        if let svg {
            let written = PictureFiles.isHTML(svg) && all
                ? PictureFiles.write(HTMLReport.operators(pictures, backLink: nil, language: language, invocation: context.invocation), to: svg, console: console, language: language)
                : PictureFiles.writeFigures(pictures.map { $0.svgFigure(language: language) }, title: "rxlesson · " + examples.map(\.name).joined(separator: ", "),
                                            to: svg, console: console, language: language)
            if !written { return 1 }
        }
        return 0
    }

    private func printList(_ context: CommandContext) {
        let console = context.console, language = context.language
        console.out(wording("marbles.every-operator-s-marble-diagram")[language])
        // The two commands as this learner types them, their words in one column.
        let commands = [context.command("marbles NAME"), context.command("play NAME DIAGRAM...")]
        let commandWidth = commands.map(\.count).max() ?? 0
        for (command, what) in zip(commands, [wording("marbles.its-example")[language], wording("marbles.on-your-own-diagrams")[language]]) {
            Hanging.lines(lead: "  " + DisplayWidth.pad(command, to: commandWidth) + "  ", what, width: console.width).forEach { console.out($0) }
        }
        let width = Gallery.examples.map(\.name.count).max() ?? 0
        for family in GalleryExample.Family.allCases {
            let members = Gallery.examples.filter { $0.family == family }
            guard !members.isEmpty else { continue }
            console.out()
            console.out(console.paint(GalleryExample.familyName(family, in: language), .bold))
            for example in members {
                Hanging.lines(lead: "  " + DisplayWidth.pad(example.name, to: width) + "  ", example.meaning(in: language), width: console.width).forEach { console.out($0) }
            }
        }
    }
}
