// Mistake: a new section whenever the category changes from one item to the next, so a category that comes back gets a second section.
// 错误：每当相邻两个物品的类别不同就开一个新分区，同一个类别再次出现时又多出一个分区。
import Lesson_datasources
import RxCore

func sections(from list: Observable<[Grocery]>) -> Observable<[SectionModel<String, Grocery>]> {
    list.map { groceries in
        var sections: [SectionModel<String, Grocery>] = []
        for grocery in groceries {
            if let last = sections.last, last.model == grocery.category {
                sections[sections.count - 1] = SectionModel(model: last.model, items: last.items + [grocery])
            } else {
                sections.append(SectionModel(model: grocery.category, items: [grocery]))
            }
        }
        return sections
    }
}
