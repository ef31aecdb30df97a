import Lesson_datasources
import RxCore

/// The shopping list as sections: one per category, in order of first appearance.
/// 把购物清单分成分区：每个类别一个，按类别第一次出现的顺序排列。
func sections(from list: Observable<[Grocery]>) -> Observable<[SectionModel<String, Grocery>]> {
    // TODO: everything lands in one section; make one section per category instead.
    // TODO（中文）：现在所有东西都落在同一个分区里；改成每个类别一个分区。
    list.map { groceries in [SectionModel(model: "All", items: groceries)] }
}
