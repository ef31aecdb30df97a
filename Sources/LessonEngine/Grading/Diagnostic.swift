import TextKit
import Foundation
import LessonKit

/// One compiler message, placed at the learner's file.
public struct Diagnostic: Sendable, Equatable {
    public enum Severity: String, Sendable { case error, warning, note }

    public let file: String
    public let line: Int?
    public let column: Int?
    public let severity: Severity
    public let message: String

    /// `file:line:column: error: message`.
    public var text: String {
        [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
            + ": \(severity.rawValue): \(message)"
    }

    /// Reads swiftc's `-diagnostic-style llvm` output. Messages in the copied learner file
    /// point at the learner's own file; messages in the generated `main.swift` mean the
    /// function the harness calls is missing or has another shape, and say so.
    static func parse(_ output: String, unit: URL, exercise: Exercise, shownAs: String, language: Language) -> [Diagnostic] {
        parse(output, unit: unit, fileName: "\(exercise.name).swift", generated: "main.swift", shownAs: shownAs, language: language,
              entryMessage: { GradingMessages.signatureChanged(entry: exercise.entry, compiler: $0)[language] })
    }

    /// The same for any unit: the learner's copy is `fileName`, the generated file `generated`;
    /// an error in the generated file becomes `entryMessage(compiler's message)` at the learner's file.
    static func parse(_ output: String, unit: URL, fileName: String, generated: String, shownAs: String, language: Language,
                      entryMessage: (String) -> String) -> [Diagnostic] {
        let learnerCopy = unit.appendingPathComponent(fileName).path
        let main = unit.appendingPathComponent(generated).path
        var found: [Diagnostic] = []
        for raw in output.split(separator: "\n") {
            let line = String(raw)
            guard let match = line.firstMatch(of: #/^(.+?):(\d+):(\d+): (error|warning|note): (.*)$/#) else { continue }
            let path = String(match.1)
            let severity = Severity(rawValue: String(match.4)) ?? .error
            let message = String(match.5)
            if path == learnerCopy || path.hasSuffix("/\(fileName)") {
                found.append(Diagnostic(file: shownAs, line: Int(match.2), column: Int(match.3), severity: severity, message: message))
            } else if path == main {
                guard severity == .error else { continue }
                found.append(Diagnostic(file: shownAs, line: nil, column: nil, severity: .error, message: entryMessage(message)))
            } else if severity == .error {
                found.append(Diagnostic(file: path, line: Int(match.2), column: Int(match.3), severity: severity, message: message))
            }
        }
        if !found.contains(where: { $0.severity == .error }) {
            let tail = output.split(separator: "\n").suffix(12).joined(separator: "\n")
            found.append(Diagnostic(file: shownAs, line: nil, column: nil, severity: .error,
                                    message: tail.isEmpty ? GradingMessages.compilerSaidNothing[language] : tail))
        }
        return found
    }
}
