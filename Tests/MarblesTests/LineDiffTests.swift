import XCTest
@testable import Marbles
import TextKit

/// `LineDiff`: two printed outputs aligned as `diff -y` aligns them.
final class LineDiffTests: XCTestCase {
    private typealias Row = LineDiff.Row

    private func kinds(_ left: String, _ right: String) -> [Row.Kind] {
        LineDiff.align(left: left, right: right).map(\.kind)
    }

    func testOneMissingLineMarksOneRow() {
        let rows = LineDiff.align(left: "a\nb\nc\nd\ne\n", right: "a\nc\nd\ne\n")
        XCTAssertEqual(rows, [
            Row(left: "a", right: "a", kind: .same, leftLine: 1, rightLine: 1),
            Row(left: "b", right: nil, kind: .onlyLeft, leftLine: 2, rightLine: nil),
            Row(left: "c", right: "c", kind: .same, leftLine: 3, rightLine: 2),
            Row(left: "d", right: "d", kind: .same, leftLine: 4, rightLine: 3),
            Row(left: "e", right: "e", kind: .same, leftLine: 5, rightLine: 4),
        ])
        XCTAssertEqual(LineDiff.columns(rows, leftTitle: "document", rightTitle: "actual"), """
              document | actual
              a        | a
            ≠ b        |
              c        | c
              d        | d
              e        | e
            """)
    }

    func testOneExtraLineMarksOneRow() {
        XCTAssertEqual(kinds("next(1)\nnext(2)\ncompleted", "subscribed\nnext(1)\nnext(2)\ncompleted"),
                       [.onlyRight, .same, .same, .same])
        let rows = LineDiff.align(left: "a\nb\nc", right: "a\nb\nx\nc")
        XCTAssertEqual(rows[2], Row(left: nil, right: "x", kind: .onlyRight, leftLine: nil, rightLine: 3))
        XCTAssertEqual(rows.filter { !$0.isSame }.count, 1)
    }

    func testChangedLinesPairUpInOrder() {
        let rows = LineDiff.align(left: "a\nFirst 5\nSecond 5\nz", right: "a\nFirst 4\nSecond 4\nThird 4\nz")
        XCTAssertEqual(rows.map(\.kind), [.same, .changed, .changed, .onlyRight, .same])
        XCTAssertEqual(rows[1], Row(left: "First 5", right: "First 4", kind: .changed, leftLine: 2, rightLine: 2))
        XCTAssertEqual(rows[2], Row(left: "Second 5", right: "Second 4", kind: .changed, leftLine: 3, rightLine: 3))
        XCTAssertEqual(LineDiff.columns(rows, marker: LineDiff.diffMarker), """
              a        | a
            | First 5  | First 4
            | Second 5 | Second 4
            >          | Third 4
              z        | z
            """)
    }

    func testEmptyInputs() {
        XCTAssertEqual(LineDiff.align(left: "", right: ""), [])
        XCTAssertEqual(kinds("", "a\nb\n"), [.onlyRight, .onlyRight])
        XCTAssertEqual(kinds("a\nb", ""), [.onlyLeft, .onlyLeft])
        XCTAssertEqual(LineDiff.columns([], leftTitle: "document", rightTitle: "actual"), "  document | actual")
        XCTAssertEqual(LineDiff.columns([]), "")
        // An empty line is a line.
        XCTAssertEqual(kinds("a\n\nb", "a\nb"), [.same, .onlyLeft, .same])
    }

    func testCJKColumnsAlignByDisplayWidth() {
        let rows = LineDiff.align(left: "订阅\n第一个\nnext(0)", right: "订阅\nnext(0)")
        XCTAssertEqual(LineDiff.columns(rows, leftTitle: "文档", rightTitle: "实际"), """
              文档    | 实际
              订阅    | 订阅
            ≠ 第一个  |
              next(0) | next(0)
            """)
    }

    func testIdenticalTextsAreAllSame() {
        let text = (1...50).map { "line \($0)" }.joined(separator: "\n")
        XCTAssertTrue(LineDiff.align(left: text, right: text).allSatisfy(\.isSame))
        XCTAssertTrue(LineDiff.align(left: "a\r\nb", right: "a\nb\n").allSatisfy(\.isSame), "line endings do not count")
    }

    func testTheScriptIsAShortestOneAndKeepsEveryLine() {
        var rng = SplitMix64(seed: 11)
        for _ in 0..<300 {
            let left = (0..<Int.random(in: 0...12, using: &rng)).map { _ in ["a", "b", "c", "d"].randomElement(using: &rng)! }
            let right = (0..<Int.random(in: 0...12, using: &rng)).map { _ in ["a", "b", "c", "d"].randomElement(using: &rng)! }
            let rows = LineDiff.align(left, right)
            XCTAssertEqual(rows.compactMap(\.left), left)
            XCTAssertEqual(rows.compactMap(\.right), right)
            XCTAssertEqual(rows.compactMap(\.leftLine), Array(stride(from: 1, through: left.count, by: 1)))
            XCTAssertEqual(rows.compactMap(\.rightLine), Array(stride(from: 1, through: right.count, by: 1)))
            for row in rows {
                switch row.kind {
                case .same: XCTAssertEqual(row.left, row.right)
                case .changed: XCTAssertNotEqual(row.left, row.right)
                case .onlyLeft: XCTAssertNil(row.right)
                case .onlyRight: XCTAssertNil(row.left)
                }
            }
            // As many same rows as the longest common subsequence has lines.
            XCTAssertEqual(rows.filter(\.isSame).count, lcsLength(left, right), "\(left) / \(right)")
        }
    }

    func testVeryDifferentLongTextsStillAlign() {
        let left = (0..<3_000).map { "L\($0)" }
        let right = (0..<3_000).map { "R\($0)" }
        let rows = LineDiff.align(left, right)
        XCTAssertEqual(rows.count, 3_000)
        XCTAssertTrue(rows.allSatisfy { $0.kind == .changed })
    }

    func testTextColumnsUseTheDiff() {
        let columns = TextColumns.compare(left: "next(0)\nnext(1)\nnext(2)\ncompleted\n", right: "next(0)\nnext(2)\ncompleted\n")
        XCTAssertEqual(columns.text, """
              document  | actual
              next(0)   | next(0)
            ≠ next(1)   |
              next(2)   | next(2)
              completed | completed
            """)
        XCTAssertEqual(columns.differingLines, [2])
    }

    private func lcsLength(_ a: [String], _ b: [String]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
