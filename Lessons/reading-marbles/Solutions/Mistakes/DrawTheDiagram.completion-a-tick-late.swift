// Mistake: one "-" too many before the "|", so the completion lands a tick after `end`.
// 错误：`|` 前面多画了一个 `-`，完成晚了一拍，落在 `end` 之后。
func drawTheDiagram(_ values: [(tick: Int, value: String)], completedAt end: Int) -> String {
    var columns = Array(repeating: "-", count: end + 1)
    for step in values {
        columns[step.tick] = step.value
    }
    return columns.joined() + "|"
}
