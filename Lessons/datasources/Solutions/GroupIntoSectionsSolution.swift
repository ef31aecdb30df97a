import RxCore

extension Solution {
    static func sections(from list: Observable<[Grocery]>) -> Observable<[SectionModel<String, Grocery>]> {
        // Every new list becomes a new array of sections: categories in order of first
        // appearance, each with its items in their original order.
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
}
