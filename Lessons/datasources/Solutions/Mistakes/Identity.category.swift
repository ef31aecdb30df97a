// Mistake: the category as the identity: two items of one category share it, so the data source cannot tell their rows apart.
// 错误：把类别当成身份：同一类别的两个物品身份相同，数据源分不清它们的行。
import Lesson_datasources

func identity(of item: Grocery) -> String {
    item.category
}
