import Foundation

/// The code a learner writes for an exercise: the lines of the reference solution that the
/// stub does not already have, compared as code (comments left out, whitespace and a leading
/// `return` ignored, since the stub's placeholder often returns what the solution returns).
struct SolutionLines {
    /// Each new line as written, and its key: the line without comments or whitespace.
    let lines: [(text: String, key: String)]

    init(stub: String, solution: String) {
        let given = Set(Self.codeLines(stub).map(Self.key))
        lines = Self.codeLines(solution).map { ($0, Self.key($0)) }.filter { !$0.1.isEmpty && !given.contains($0.1) }
    }

    /// The lines that say something the learner decides: two names or numbers or more
    /// (`request.share()`, `.take(1)`, `observer.onNext(n - step)`), which fix an operator's
    /// receiver or argument. A line of one name or none (`}`, `return x`, `.share()`,
    /// `observer in`) is the frame every answer shares, or names one operator, which a hint
    /// may do ("use share()"); Swift's keywords do not count as names.
    var decisive: [(text: String, key: String)] { lines.filter { Self.words(in: $0.text).count >= 2 } }

    /// Lines of code, not blank; comments removed (`//` to the end of the line, `/* */`).
    static func codeLines(_ source: String) -> [String] {
        let withoutBlocks = source.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: "", options: .regularExpression)
        return withoutBlocks.split(separator: "\n").map { line in
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            return code.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }

    /// A line (or a hint) as compared: no whitespace, no `return` (a hint may write a `case` or a
    /// closure without it), no `Observable.` or `Observable<T>.` before a member (`.empty()`
    /// is `Observable.empty()` where the type is known).
    static func key(_ line: String) -> String {
        let plain = line
            .replacingOccurrences(of: #"\breturn\b"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"\bObservable(<[^>]*>)?\."#, with: ".", options: .regularExpression)
        return plain.filter { !$0.isWhitespace }
    }

    /// The names and numbers of a line, Swift's keywords left out.
    static func words(in line: String) -> [String] {
        let keywords: Set<String> = ["return", "let", "var", "in", "if", "else", "guard", "for", "case", "switch", "func", "_", "self", "try", "throw", "default"]
        let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") }.map(String.init)
        return words.filter { !keywords.contains($0) }
    }
}
