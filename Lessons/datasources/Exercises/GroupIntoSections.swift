import RxCore

extension Attempt {
    /// The shopping list as sections: one per category, in order of first appearance.
    static func sections(from list: Observable<[Grocery]>) -> Observable<[SectionModel<String, Grocery>]> {
        // TODO: everything lands in one section; make one section per category instead.
        list.map { groceries in [SectionModel(model: "All", items: groceries)] }
    }
}
