/// One character per tick: start with a "-" for every tick up to `end`, put each value in
/// its tick's column, and "|" in column `end`. The values sit at least two ticks apart, so
/// no two of them touch (`ab` would read as one value).
/// 一拍一个字符：先给第 `end` 拍之前的每一拍写一个 `"-"`，再把每个值放进它那一拍的列，
/// 第 `end` 列写 `"|"`。值之间至少隔两拍，所以不会连在一起（`ab` 会被读成一个值）。
func drawTheDiagram(_ values: [(tick: Int, value: String)], completedAt end: Int) -> String {
    var columns = Array(repeating: "-", count: end)
    for step in values {
        columns[step.tick] = step.value
    }
    return columns.joined() + "|"
}
