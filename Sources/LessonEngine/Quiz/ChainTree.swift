/// One operator of a traced chain and the rows that feed it.
struct ChainNode {
    let row: PlaygroundResult.Row
    /// The operators it subscribed while being subscribed (its sources), in order.
    var upstream: [ChainNode]
    /// The inner observables it subscribed later (one level down), in order.
    var inner: [ChainNode]
}

/// Rebuilds the links of a traced chain. The trace lists each operator after its upstream
/// and its inner rows right under it, one level deeper; reading a level from the left, every
/// operator takes the trees just before it that it is known to take (``OperatorShape``).
enum ChainTree {
    /// The trees of a chain's top level: one when the links came out whole, more when some
    /// rows were left over (then the chain cannot be trusted).
    static func roots(of rows: [PlaygroundResult.Row], code: (PlaygroundResult.Row) -> String?) -> [ChainNode] {
        level(rows[...], code: code)
    }

    private static func level(_ rows: ArraySlice<PlaygroundResult.Row>, code: (PlaygroundResult.Row) -> String?) -> [ChainNode] {
        var trees: [ChainNode] = []
        var index = rows.startIndex
        while index < rows.endIndex {
            let row = rows[index]
            var end = index + 1
            while end < rows.endIndex && rows[end].depth > row.depth { end += 1 }
            let inner = level(rows[(index + 1)..<end], code: code)
            let count = OperatorShape.inputCount(of: row, code: code(row), available: trees)
            let upstream = Array(trees.suffix(count))
            trees.removeLast(count)
            trees.append(ChainNode(row: row, upstream: upstream, inner: inner))
            index = end
        }
        return trees
    }
}
