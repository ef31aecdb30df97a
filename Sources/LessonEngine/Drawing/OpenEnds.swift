/// Rows of one figure that go on (`-->`) end at one column, so that none reads as stopping
/// earlier than another.
enum OpenEnds {
    /// `rows` with every one that ends in `-->` drawn on to the same column: the last column
    /// of the longest of them, or `column` when that is further.
    static func aligned(_ rows: [String], atLeast column: Int = 0) -> [String] {
        let end = max(column, rows.filter { $0.hasSuffix("-->") }.map { $0.count - 1 }.max() ?? 0)
        return rows.map { row in
            guard row.hasSuffix("-->") else { return row }
            let body = row.dropLast(3)
            return body + String(repeating: "-", count: max(2, end - body.count)) + ">"
        }
    }
}
