// Mistake: the categories sorted by name instead of kept in the order they first appear.
// 错误：把类别按名字排了序，而不是保持它们第一次出现的顺序。
import Lesson_datasources
import RxCore

func sections(from list: Observable<[Grocery]>) -> Observable<[SectionModel<String, Grocery>]> {
    list.map { groceries in
        let categories = Set(groceries.map(\.category)).sorted()
        return categories.map { category in
            SectionModel(model: category, items: groceries.filter { $0.category == category })
        }
    }
}
