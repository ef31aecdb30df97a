import CommandLineKit
import Foundation
import LessonEngine
import TextKit

/// `rxlesson marbles OPERATOR | --list | --all`: an operator's marble picture, computed on
/// the virtual clock from a small example.
struct MarblesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "marbles",
        abstract: Localized(zh: "画出一个操作符的弹珠图，图由虚拟时钟算出。", en: "An operator's marble picture, computed on the virtual clock."),
        discussion: Localized(zh: "用你自己的弹珠图运行它：rxlesson play OPERATOR DIAGRAM...", en: "Run it on your own diagrams: rxlesson play OPERATOR DIAGRAM..."),
        examples: [.init("flatMapLatest"), .init("--list")])

    @Flag(help: Localized(zh: "列出每个操作符和它的含义", en: "every operator with its meaning"))
    var list: Bool

    @Flag(help: Localized(zh: "画出每个操作符", en: "draw every operator"))
    var all: Bool

    @Option(valueName: "FILE", help: Localized(zh: "另外写成 SVG（.html 则是网页）", en: "also write SVG (an HTML page if FILE ends in .html)"))
    var svg: String?

    @Argument(valueName: "OPERATOR", help: Localized(zh: "操作符，例如 combineLatest", en: "an operator, e.g. combineLatest"))
    var name: String?

    func validate() throws {
        if all && name != nil { throw ValidationError(Localized(zh: "给出一个操作符或者写 --all，二者只能选一个", en: "name an operator or --all, not both")) }
        if svg != nil && name == nil && !all { throw ValidationError(Localized(zh: "--svg 只画一个操作符或 --all", en: "--svg draws one operator or --all")) }
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
                console.err(context.text(Localized(zh: "错误：没有叫 '\(name)' 的操作符", en: "error: unknown operator '\(name)'"))
                            + (near.isEmpty ? "" : context.text(Localized(zh: "；你是不是想输入 \(near.joined(separator: "、"))？", en: "; did you mean \(near.joined(separator: ", "))?"))))
                console.err(context.text(Localized(zh: "运行 rxlesson marbles --list 查看所有操作符", en: "`rxlesson marbles --list` shows every operator")))
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
                ? PictureFiles.write(HTMLReport.operators(pictures, backLink: nil, language: language), to: svg, console: console, language: language)
                : PictureFiles.writeFigures(pictures.map { $0.svgFigure(language: language) }, title: "rxlesson · " + examples.map(\.name).joined(separator: ", "),
                                            to: svg, console: console, language: language)
            if !written { return 1 }
        }
        return 0
    }

    private func printList(_ context: CommandContext) {
        let console = context.console, language = context.language, zh = language == .zh
        console.out(zh ? "每个操作符的弹珠图，都在虚拟时钟上算出：" : "Every operator's marble diagram, computed on the virtual clock:")
        // The two commands as this learner types them, their words in one column.
        let commands = [context.command("marbles NAME"), context.command("play NAME DIAGRAM...")]
        let commandWidth = commands.map(\.count).max() ?? 0
        for (command, what) in zip(commands, zh ? ["看它的示例", "用你自己的弹珠图运行它"] : ["its example", "on your own diagrams"]) {
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
