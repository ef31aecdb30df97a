import TextKit
/// A line diff of two texts, aligned the way `diff -y` shows it: equal lines side by side,
/// a line only one side has next to a blank, and a changed line next to the line that
/// replaced it. One missing line marks one row, not every row after it.
///
/// ```swift
/// let rows = LineDiff.align(left: "subscribed\nnext(1)\nnext(2)\ncompleted\n",
///                           right: "subscribed\nnext(2)\ncompleted\n")
/// // [same "subscribed", onlyLeft "next(1)", same "next(2)", same "completed"]
/// print(LineDiff.columns(rows, leftTitle: "document", rightTitle: "actual"))
/// //   document   | actual
/// //   subscribed | subscribed
/// // ≠ next(1)    |
/// //   next(2)    | next(2)
/// //   completed  | completed
/// ```
///
/// Lines are compared exactly, after ``lines(of:)`` (no `\r`, tabs expanded, no trailing
/// newline line). The alignment is a shortest edit script (Myers, O((N+M)·D) time); the
/// lines removed and added between two equal lines pair up in order as `changed` rows, the
/// rest stay `onlyLeft` / `onlyRight`.
public enum LineDiff {
    /// One aligned row.
    public struct Row: Hashable, Sendable {
        public enum Kind: String, Hashable, Sendable {
            /// The same line on both sides.
            case same
            /// A line on each side, different: the right one replaced the left one.
            case changed
            /// A line only the left text has (the right side is blank).
            case onlyLeft
            /// A line only the right text has (the left side is blank).
            case onlyRight
        }

        public var left: String?
        public var right: String?
        public var kind: Kind
        /// 1-based line numbers in each text; nil on the blank side.
        public var leftLine: Int?
        public var rightLine: Int?

        public init(left: String?, right: String?, kind: Kind, leftLine: Int?, rightLine: Int?) {
            self.left = left
            self.right = right
            self.kind = kind
            self.leftLine = leftLine
            self.rightLine = rightLine
        }

        public var isSame: Bool { kind == .same }
    }

    /// Aligns two texts line by line (split with ``lines(of:)``).
    public static func align(left: String, right: String) -> [Row] {
        align(lines(of: left), lines(of: right))
    }

    /// Aligns two lists of lines.
    public static func align(_ left: [String], _ right: [String]) -> [Row] {
        var rows: [Row] = []
        rows.reserveCapacity(max(left.count, right.count))
        var removed: [Int] = []
        var added: [Int] = []

        func flush() {
            let paired = min(removed.count, added.count)
            for i in 0..<paired {
                rows.append(Row(left: left[removed[i]], right: right[added[i]], kind: .changed,
                                leftLine: removed[i] + 1, rightLine: added[i] + 1))
            }
            for i in removed.dropFirst(paired) {
                rows.append(Row(left: left[i], right: nil, kind: .onlyLeft, leftLine: i + 1, rightLine: nil))
            }
            for j in added.dropFirst(paired) {
                rows.append(Row(left: nil, right: right[j], kind: .onlyRight, leftLine: nil, rightLine: j + 1))
            }
            removed.removeAll(keepingCapacity: true)
            added.removeAll(keepingCapacity: true)
        }

        for step in script(left, right) {
            switch step {
            case .equal(let i, let j):
                flush()
                rows.append(Row(left: left[i], right: right[j], kind: .same, leftLine: i + 1, rightLine: j + 1))
            case .remove(let i):
                removed.append(i)
            case .add(let j):
                added.append(j)
            }
        }
        flush()
        return rows
    }

    /// Two aligned columns, the left padded to its widest line by terminal display width
    /// (CJK and wide emoji count two cells), a marker in front of each row (by default two
    /// spaces for `same` and `≠ ` for every other row; pass ``diffMarker(_:)`` for
    /// `diff -y`'s `|`, `<`, `>`). Titles, when given, make the first row (marked as
    /// `same`). Trailing spaces are trimmed; rows are joined by `\n`, no final newline.
    public static func columns(
        _ rows: [Row],
        leftTitle: String? = nil,
        rightTitle: String? = nil,
        separator: String = " | ",
        marker: (Row.Kind) -> String = LineDiff.marker
    ) -> String {
        var width = 0
        if let leftTitle { width = DisplayWidth.width(of: leftTitle) }
        for row in rows {
            if let left = row.left { width = max(width, DisplayWidth.width(of: left)) }
        }
        func line(_ marker: String, _ left: String, _ right: String) -> String {
            var text = marker + left + String(repeating: " ", count: max(0, width - DisplayWidth.width(of: left))) + separator + right
            while text.last == " " { text.removeLast() }
            return text
        }
        var out: [String] = []
        out.reserveCapacity(rows.count + 1)
        if leftTitle != nil || rightTitle != nil {
            out.append(line(marker(.same), leftTitle ?? "", rightTitle ?? ""))
        }
        for row in rows {
            out.append(line(marker(row.kind), row.left ?? "", row.right ?? ""))
        }
        return out.joined(separator: "\n")
    }

    /// The default marker: `"  "` for a same row, `"≠ "` for any other (the `≠` that
    /// rxlesson's output colours).
    public static func marker(_ kind: Row.Kind) -> String {
        kind == .same ? "  " : "≠ "
    }

    /// `diff -y`'s markers: `"  "`, `"| "` changed, `"< "` only left, `"> "` only right.
    public static func diffMarker(_ kind: Row.Kind) -> String {
        switch kind {
        case .same: return "  "
        case .changed: return "| "
        case .onlyLeft: return "< "
        case .onlyRight: return "> "
        }
    }

    /// Lines without their terminators (`\n` or `\r\n`); a final newline does not make an
    /// empty last line, and "" has no lines. Tabs become spaces (stops every 8 cells).
    public static func lines(of text: String) -> [String] {
        TextColumns.lines(of: text)
    }

    // MARK: the edit script

    enum Step: Equatable {
        case equal(Int, Int)
        case remove(Int)
        case add(Int)
    }

    /// Past this many edits, the middle of two very different texts is left as one block
    /// (lines paired in order) instead of tracing every edit: the trace costs O(D²) memory.
    static let editLimit = 1_000

    /// A shortest edit script from `a` to `b`, in order. Common head and tail are taken
    /// off first; the middle is Myers' greedy algorithm with its trace kept for the walk back.
    static func script(_ a: [String], _ b: [String]) -> [Step] {
        var head = 0
        while head < a.count && head < b.count && a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head && tail < b.count - head && a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }

        var steps: [Step] = []
        steps.reserveCapacity(max(a.count, b.count))
        for i in 0..<head { steps.append(.equal(i, i)) }
        steps.append(contentsOf: middle(a, b, aRange: head..<(a.count - tail), bRange: head..<(b.count - tail)))
        for t in stride(from: tail, to: 0, by: -1) { steps.append(.equal(a.count - t, b.count - t)) }
        return steps
    }

    private static func middle(_ a: [String], _ b: [String], aRange: Range<Int>, bRange: Range<Int>) -> [Step] {
        let n = aRange.count
        let m = bRange.count
        if n == 0 { return bRange.map { .add($0) } }
        if m == 0 { return aRange.map { .remove($0) } }
        let total = n + m
        let limit = min(total, editLimit)
        // v[k + offset]: the furthest x on diagonal k (x - y = k).
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var found: Int? = nil
        search: for d in 0...limit {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset]) {
                    x = v[k + 1 + offset]
                } else {
                    x = v[k - 1 + offset] + 1
                }
                var y = x - k
                while x < n && y < m && a[aRange.lowerBound + x] == b[bRange.lowerBound + y] {
                    x += 1
                    y += 1
                }
                v[k + offset] = x
                if x >= n && y >= m {
                    found = d
                    break search
                }
            }
        }
        guard let edits = found else {
            // Too different to trace: everything removed, then everything added.
            return aRange.map { .remove($0) } + bRange.map { .add($0) }
        }

        var reversed: [Step] = []
        reversed.reserveCapacity(n + m)
        var x = n
        var y = m
        for d in stride(from: edits, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : v[previousK + offset]
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                reversed.append(.equal(aRange.lowerBound + x, bRange.lowerBound + y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    reversed.append(.add(bRange.lowerBound + y))
                } else {
                    x -= 1
                    reversed.append(.remove(aRange.lowerBound + x))
                }
            }
        }
        return reversed.reversed()
    }
}
