/// Write the marble diagram of a sequence: `values` (one letter or digit each) at their
/// ticks, in ascending order, then completed at tick `end`. One character is one tick,
/// column 0 is tick 0.
/// 写出一个序列的弹珠图：`values`（每个是一个字母或数字）按拍从小到大排列，
/// 在第 `end` 拍发出 completed。一个字符是一拍，第 0 列是第 0 拍。
func drawTheDiagram(_ values: [(tick: Int, value: String)], completedAt end: Int) -> String {
    // TODO: put a "-" on every tick that has nothing, each value on its tick, and "|" at `end`.
    // TODO（中文）：没有事件的拍写 `"-"`，每个值写在它那一拍，第 `end` 拍写 `"|"`。
    // Right now every value is written at once, with no time between them.
    // 现在所有的值挤在一起写出，中间没有时间。
    return values.map(\.value).joined() + "|"
}
