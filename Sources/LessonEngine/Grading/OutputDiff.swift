import Foundation
import LessonKit
import Marbles
import TextKit

/// Printed output compared as two columns, expected on the left, aligned by a line diff
/// (one missing line marks one row), the differing rows marked.
enum OutputDiff {
    /// Lines without trailing spaces, without blank lines at either end.
    static func normalized(_ text: String) -> String {
        DemoRunner.normalized(text)
    }

    /// The normalized lines.
    static func lines(_ text: String) -> [String] {
        normalized(text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The aligned rows of the two outputs.
    static func rows(expected: String, actual: String) -> [LineDiff.Row] {
        LineDiff.align(left: normalized(expected), right: normalized(actual))
    }

    /// `expected | actual` columns.
    static func figure(expected: String, actual: String, language: Language) -> String {
        LineDiff.columns(rows(expected: expected, actual: actual),
                         leftTitle: wording("comparison.expected")[language], rightTitle: wording("comparison.actual")[language])
    }

    /// The first row that differs; nil when the outputs are the same.
    static func firstDifference(expected: String, actual: String) -> FirstDifference? {
        guard let row = rows(expected: expected, actual: actual).first(where: { !$0.isSame }) else { return nil }
        return .output(line: row.leftLine ?? row.rightLine ?? 0, expected: row.left, actual: row.right)
    }
}
