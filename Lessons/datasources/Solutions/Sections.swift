import Lesson_datasources
import RxCore

/// Every new list becomes a new array of sections: categories in order of first
/// appearance, each with its items in their original order.
/// 每一份新的清单都变成一组新的分区：类别按第一次出现的顺序排列，
/// 每个分区里的物品保持原来的顺序。
func sections(from list: Observable<[Grocery]>) -> Observable<[SectionModel<String, Grocery>]> {
    list.map { groceries in
        var categories: [String] = []
        for grocery in groceries where !categories.contains(grocery.category) {
            categories.append(grocery.category)
        }
        return categories.map { category in
            SectionModel(model: category, items: groceries.filter { $0.category == category })
        }
    }
}
