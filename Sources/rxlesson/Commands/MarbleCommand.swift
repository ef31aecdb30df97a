import CommandLineKit
import Foundation
import LessonKit
import Marbles
import TextKit
import ToolText

/// `rxlesson marble DIAGRAM`: parses a diagram; prints it normalised, or its events as JSON.
struct MarbleDiagramCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "marble",
        abstract: wording("marble.parse-a-marble-diagram-print"),
        discussion: wording("marble.discussion"),
        examples: [.init("--json -- '--1--2--|'"), .init("--rxjs '--a-b-#'"), .init("--subscriptions '--^---!'"),
                   .init("--file long.txt", wording("marble.the-diagram-from-a-file"))])

    @Option(valueName: "N", help: wording("marble.ticks-per-column-an-event"))
    var frame: Int = 1

    @Flag(help: wording("marble.rxjs-7-s-rules-every"))
    var rxjs: Bool

    @Flag(help: wording("marble.read-a-subscription-diagram"))
    var subscriptions: Bool

    @Flag(help: wording("marble.print-the-events-as-json"))
    var json: Bool

    @Option(valueName: "FILE", help: wording("marble.read-the-diagram-from-file"))
    var file: String?

    @Argument(valueName: "DIAGRAM", allowsLeadingDash: true, help: wording("marble.the-diagram-e-g-1"))
    var diagram: String?

    /// The most a diagram file may hold: far past any diagram a person draws, short of the
    /// memory a mistaken file (a video, a disk image) would take.
    static let largestFile = 64 << 20

    func validate() throws {
        if frame < 1 { throw ValidationError(wording("marble.frame-must-be-at-least")) }
        switch (diagram, file) {
        case (nil, nil): throw ValidationError(wording("marble.no-diagram-give-it-as"))
        case (.some, .some): throw ValidationError(wording("marble.one-diagram-only-an-argument"))
        default: break
        }
    }

    /// The argument, or the file's text without its last line break.
    func source() -> Result<String, ValidationError> {
        guard let file else { return .success(diagram ?? "") }
        let handle = file == "-" ? FileHandle.standardInput : FileHandle(forReadingAtPath: file)
        var isFolder: ObjCBool = false
        guard let handle, file == "-" || (FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) && !isFolder.boolValue) else {
            return .failure(ValidationError(wording("marble.cannot-read", file)))
        }
        let data = (try? handle.read(upToCount: Self.largestFile + 1)) ?? Data()
        guard data.count <= Self.largestFile else {
            return .failure(ValidationError(wording("marble.is-over-64-mib-not", file)))
        }
        guard var text = String(data: data, encoding: .utf8) else {
            return .failure(ValidationError(wording("marble.is-not-utf-8-text", file)))
        }
        if let last = text.last, last.isNewline { text.removeLast() }
        return .success(text)
    }

    func run(_ context: CommandContext) -> Int32 {
        let diagram: String
        switch source() {
        case .success(let text): diagram = text
        case .failure(let problem):
            context.console.err(Localized.error(problem.message[context.language], context.language))
            return 2
        }
        let output = MarbleReading(frame: frame, rxjs: rxjs, subscriptions: subscriptions, json: json, diagram: diagram,
                                   resolution: Tick.seconds, language: context.language).execute()
        if !output.stdout.isEmpty { context.console.out(String(output.stdout.trimmingSuffix("\n"))) }
        if !output.stderr.isEmpty { context.console.err(String(output.stderr.trimmingSuffix("\n"))) }
        return output.exitCode
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : Substring(self)
    }
}
