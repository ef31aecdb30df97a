import Foundation

/// The lines of a lesson's source files, read from `Lessons/<lesson>/` under the course's
/// root. A trace names a file without its folder, so each name is looked up anywhere in
/// the lesson's folder (the demos' own files first, then `Exercises/` and the rest).
public struct LessonSourceLines {
    private var files: [String: [Substring]] = [:]

    public init(root: URL, lesson: String) {
        let folder = root.appendingPathComponent("Lessons").appendingPathComponent(lesson)
        let manager = FileManager.default
        guard let walker = manager.enumerator(at: folder, includingPropertiesForKeys: nil) else { return }
        var paths: [URL] = []
        for case let url as URL in walker where url.pathExtension == "swift" { paths.append(url) }
        // Shallow files first: a demo's own file wins over a same-named exercise or stub.
        paths.sort { ($0.pathComponents.count, $0.path) < ($1.pathComponents.count, $1.path) }
        for url in paths where files[url.lastPathComponent] == nil {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            files[url.lastPathComponent] = text.split(separator: "\n", omittingEmptySubsequences: false)
        }
    }

    /// Line `line` (1-based) of `file`, trimmed; nil when the file or the line is not there.
    public func line(_ line: Int, of file: String) -> String? {
        guard let lines = files[file], line >= 1, line <= lines.count else { return nil }
        let text = lines[line - 1].trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : text
    }

    /// Line `line` of `file` and, when it opens a closure or a call it does not close, the
    /// lines up to where that closes (at most `limit`, `…` when cut): a `catch { … }` shows
    /// what it falls back to. Indented as in the file, less the first line's indentation.
    public func statement(at line: Int, of file: String, limit: Int = 6) -> [String] {
        guard let lines = files[file], line >= 1, line <= lines.count, self.line(line, of: file) != nil else { return [] }
        let margin = lines[line - 1].prefix { $0 == " " || $0 == "\t" }.count
        var depth = 0
        var statement: [String] = []
        for text in lines[(line - 1)...] {
            if statement.count == limit { statement.append("…"); break }
            let indent = text.prefix { $0 == " " || $0 == "\t" }.count
            let body = String(text.dropFirst(min(indent, margin)))
            statement.append(String(body.reversed().drop { $0.isWhitespace }.reversed()))
            depth += text.filter { "({[".contains($0) }.count - text.filter { ")}]".contains($0) }.count
            if depth <= 0 { break }
        }
        return statement
    }
}
