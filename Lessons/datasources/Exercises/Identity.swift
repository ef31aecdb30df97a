import Lesson_datasources

/// What makes a row of the shopping list "the same row" for the animated data source.
/// 对带动画的数据源来说，是什么让购物清单里的一行成为“同一行”。
func identity(of item: Grocery) -> String {
    // TODO: the quantity is part of this identity, so a new quantity looks like a new row.
    // TODO（中文）：数量是这个 identity 的一部分，所以数量一变，看起来就像换了一行。
    "\(item.name) ×\(item.quantity)"
}
