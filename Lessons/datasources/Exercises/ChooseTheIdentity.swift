extension Attempt {
    /// What makes a row of the shopping list "the same row" for the animated data source.
    static func identity(of item: Grocery) -> String {
        // TODO: the quantity is part of this identity, so a new quantity looks like a new row.
        "\(item.name) ×\(item.quantity)"
    }
}
