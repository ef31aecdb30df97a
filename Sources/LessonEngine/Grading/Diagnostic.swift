import TextKit
import Foundation
import CourseKit
import LessonKit

/// One compiler message, placed at the learner's file: the compiler's words, or, as data (said
/// in the reader's language by ``message(_:)``), a rule for exercise files the file breaks or
/// the grader's own error in the compiler's place.
public struct Diagnostic: Sendable, Equatable, Codable {
    public enum Severity: String, Sendable, Codable { case error, warning, note }

    public let file: String
    public let line: Int?
    public let column: Int?
    public let severity: Severity
    /// What the compiler said; empty for a broken ``rule`` and a ``standIn``.
    public let message: String
    /// The text of the learner's line it is about, as the compiler read it (nil when the
    /// message is about no line of the learner's file).
    public var sourceLine: String?
    /// The rule for exercise files this error is, when it is one.
    public var rule: BrokenRule?
    /// The grader's error in the compiler's place, when it is one.
    public var standIn: CompilerStandIn?
    /// Moved from past the file's last line to the end of its last line with text (a missing
    /// `}`), which the message then says.
    public var atEndOfFile: Bool?

    public init(file: String, line: Int?, column: Int?, severity: Severity, message: String, sourceLine: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.sourceLine = sourceLine
    }

    /// A broken rule as an error at `file`.
    init(file: String, line: Int, column: Int, sourceLine: String?, rule: BrokenRule) {
        self.init(file: file, line: line, column: column, severity: .error, message: "", sourceLine: sourceLine)
        self.rule = rule
    }

    /// The grader's error `standIn` at `file`.
    init(file: String, line: Int? = nil, column: Int? = nil, sourceLine: String? = nil, standIn: CompilerStandIn) {
        self.init(file: file, line: line, column: column, severity: .error, message: "", sourceLine: sourceLine)
        self.standIn = standIn
    }

    /// The message in `language`: the compiler's words as they are, a rule's or the grader's
    /// sentence in it.
    public func message(_ language: Language) -> String {
        let said = rule?.sentence[language] ?? standIn?.sentence[language] ?? message
        guard atEndOfFile == true else { return said }
        let endsHere = wording("diagnostic.at-end-of-file")
        return said + Localized(zh: endsHere.zh, en: " " + endsHere.en)[language]
    }

    /// `file:line:column: error: message`.
    public func text(_ language: Language) -> String {
        [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
            + ": \(severity.rawValue): \(message(language))"
    }

    /// The same message, its file named `file`.
    public func moved(to file: String) -> Diagnostic {
        var moved = Diagnostic(file: file, line: line, column: column, severity: severity, message: message, sourceLine: sourceLine)
        moved.rule = rule
        moved.standIn = standIn
        moved.atEndOfFile = atEndOfFile
        return moved
    }

    /// The message, then the learner's line under it with a caret under the column, as the
    /// compiler itself shows it:
    ///
    ///     Main.swift:12:17: error: cannot find 'foo' in scope
    ///        12 |     let x = foo(1)
    ///           |             ^
    ///
    /// Just the message when the line's text is not known.
    public func excerpt(_ language: Language) -> [String] {
        let text = text(language)
        guard let line, let sourceLine else { return [text] }
        let number = String(line)
        let gutter = String(repeating: " ", count: number.count)
        let shown = Self.expandingTabs(sourceLine)
        var lines = [text, "  \(number) | \(shown)"]
        if let column, column >= 1 {
            lines.append("  \(gutter) | " + String(repeating: " ", count: Self.displayColumn(ofByte: column - 1, in: sourceLine)) + "^")
        }
        return lines
    }

    /// The display column (0-based) of the character at UTF-8 offset `byte` of `line` (the
    /// compiler counts columns in bytes), tabs expanded to 4 columns as in ``expandingTabs``.
    static func displayColumn(ofByte byte: Int, in line: String) -> Int {
        let utf8 = Array(line.utf8)
        let prefix = String(decoding: utf8.prefix(max(0, min(byte, utf8.count))), as: UTF8.self)
        return DisplayWidth.width(of: expandingTabs(prefix))
    }

    /// Tabs as 4 spaces, so the caret line lines up whatever the terminal's tab stops.
    static func expandingTabs(_ text: String) -> String {
        text.replacingOccurrences(of: "\t", with: "    ")
    }

    /// What the compiler said refusing an exercise's unit, or the grader's error in its place.
    /// Messages in the copied learner file point at the learner's own file; messages in the
    /// generated `main.swift` mean the function the harness calls is missing or has another
    /// shape, and say so — unless the lesson has no harness for the exercise, which is its
    /// author's mistake, put at the lesson's `Harness.swift`.
    static func parse(_ refusal: CompilerRefusal, unit: URL, exercise: Exercise, shownAs: String) -> [Diagnostic] {
        let harnessFile = "Lessons/\(exercise.lesson)/Harness.swift"
        return parse(refusal, unit: unit, fileName: "\(exercise.name).swift", generated: "main.swift", shownAs: shownAs) { compiler in
            compiler.contains("has no member") && compiler.contains("Harness")
                ? .noHarness(exercise: exercise.id, name: exercise.name, entry: exercise.entry, harness: harnessFile, compiler: compiler)
                : .signatureChanged(entry: exercise.entry, compiler: compiler)
        }.map { found in
            guard let standIn = found.standIn, case .noHarness = standIn else { return found }
            return Diagnostic(file: harnessFile, standIn: standIn)
        }
    }

    /// The same for any unit: the learner's copy is `fileName`, the generated file `generated`;
    /// an error in the generated file becomes `entryMessage(compiler's message)` at the learner's
    /// file. The grader's own error for a compile that gave no answer is put at its first line.
    static func parse(_ refusal: CompilerRefusal, unit: URL, fileName: String, generated: String, shownAs: String,
                      entryMessage: (String) -> CompilerStandIn) -> [Diagnostic] {
        let learnerCopy = unit.appendingPathComponent(fileName).path
        let main = unit.appendingPathComponent(generated).path
        // The learner's copy the compiler read, for the text of the line a message is about.
        let copyLines = (try? String(contentsOf: URL(fileURLWithPath: learnerCopy), encoding: .utf8))
            .map { $0.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) } } ?? []
        let output: String
        switch refusal {
        case .standIn(let standIn): return [Diagnostic(file: shownAs, line: 1, column: 1, sourceLine: copyLines.first, standIn: standIn)]
        case .compiler(let said): output = said
        }
        var found: [Diagnostic] = []
        for raw in output.split(separator: "\n") {
            let line = String(raw)
            guard let match = line.firstMatch(of: #/^(.+?):(\d+):(\d+): (error|warning|note): (.*)$/#) else { continue }
            let path = String(match.1)
            let severity = Severity(rawValue: String(match.4)) ?? .error
            let message = String(match.5)
            if path == learnerCopy || path.hasSuffix("/\(fileName)") {
                var number = Int(match.2), column = Int(match.3), atEndOfFile: Bool?
                // Past the last line (a missing `}`: the compiler points after the final line
                // break): the end of the last line that has text, which is where the file ends.
                if let at = number, at >= 1, copyLines.dropFirst(at - 1).allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }),
                   let last = copyLines.lastIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                    number = last + 1
                    column = copyLines[last].utf8.count + 1
                    atEndOfFile = true
                }
                let text = number.flatMap { $0 >= 1 && $0 <= copyLines.count ? copyLines[$0 - 1] : nil }
                var diagnostic = Diagnostic(file: shownAs, line: number, column: column, severity: severity, message: message, sourceLine: text)
                diagnostic.atEndOfFile = atEndOfFile
                found.append(diagnostic)
            } else if path == main {
                guard severity == .error else { continue }
                found.append(Diagnostic(file: shownAs, standIn: entryMessage(message)))
            } else if severity == .error {
                found.append(Diagnostic(file: path, line: Int(match.2), column: Int(match.3), severity: severity, message: message))
            }
        }
        if !found.contains(where: { $0.severity == .error }) {
            let tail = output.split(separator: "\n").suffix(12).joined(separator: "\n")
            found.append(tail.isEmpty ? Diagnostic(file: shownAs, standIn: .saidNothing)
                                      : Diagnostic(file: shownAs, line: nil, column: nil, severity: .error, message: tail))
        }
        return found
    }
}
