// Mistake: the diagram of the shown scenario typed in by hand, whatever values and ticks come in.
// 错误：照着题目给的场景手写了弹珠图，不管传进来的是什么值、什么拍。
func drawTheDiagram(_ values: [(tick: Int, value: String)], completedAt end: Int) -> String {
    "--a--b---c--|"
}
