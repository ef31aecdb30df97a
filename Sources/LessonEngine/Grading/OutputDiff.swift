import Foundation
import LessonKit
import TextKit

/// Printed output compared as two columns, expected on the left, differing lines marked.
enum OutputDiff {
    /// Lines without trailing spaces, without blank lines at either end.
    static func normalized(_ text: String) -> String {
        DemoRunner.normalized(text)
    }

    /// The 1-based first line that differs, or nil when the outputs are the same.
    static func firstDifference(expected: String, actual: String) -> Int? {
        let e = lines(normalized(expected)), a = lines(normalized(actual))
        for index in 0..<max(e.count, a.count) where line(e, index) != line(a, index) {
            return index + 1
        }
        return nil
    }

    /// `expected | actual` columns; `≠` marks the lines that differ.
    static func figure(expected: String, actual: String) -> String {
        let e = lines(normalized(expected)), a = lines(normalized(actual))
        let width = max(8, e.map { TextWidth.of($0) }.max() ?? 0)
        var rows = ["  " + pad("expected", width) + " │ actual"]
        for index in 0..<max(e.count, a.count) {
            let left = line(e, index) ?? "", right = line(a, index) ?? ""
            let mark = line(e, index) == line(a, index) ? " " : "≠"
            rows.append(mark + " " + pad(left, width) + " │ " + right)
        }
        return rows.joined(separator: "\n")
    }

    /// One sentence naming the first differing line.
    static func sentence(expected: String, actual: String, at number: Int) -> String {
        let e = lines(normalized(expected)), a = lines(normalized(actual))
        switch (line(e, number - 1), line(a, number - 1)) {
        case let (x?, y?): return "output line \(number): expected \"\(x)\", got \"\(y)\""
        case let (x?, nil): return "output line \(number): expected \"\(x)\", got nothing"
        case let (nil, y?): return "output line \(number): expected nothing, got \"\(y)\""
        default: return "output differs at line \(number)"
        }
    }

    private static func lines(_ text: String) -> [String] {
        text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private static func line(_ lines: [String], _ index: Int) -> String? {
        index < lines.count ? lines[index] : nil
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - TextWidth.of(text)))
    }
}

/// Terminal columns of a string (wide CJK characters take two).
enum TextWidth {
    static func of(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { sum, scalar in
            let v = scalar.value
            let wide = (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
                || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1FAFF).contains(v)
            return sum + (wide ? 2 : 1)
        }
    }
}
