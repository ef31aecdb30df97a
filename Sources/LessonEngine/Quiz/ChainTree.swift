import LessonKit

/// One operator of a traced chain and the rows that feed it.
struct ChainNode {
    let row: TracedRow
    /// The operators it subscribed while being subscribed (its sources), in order.
    var upstream: [ChainNode]
    /// The inner observables it subscribed later (one level down), in order.
    var inner: [ChainNode]
}

/// A traced chain as a tree, from the rows' links to their consumers.
enum ChainTree {
    /// The trees of a chain: one, the chain's last operator with everything that feeds it.
    static func roots(of rows: [TracedRow]) -> [ChainNode] {
        var children: [Int: [Int]] = [:]
        for (index, row) in rows.enumerated() {
            if let parent = row.parent { children[parent, default: []].append(index) }
        }
        func node(_ index: Int) -> ChainNode {
            let linked = children[index] ?? []
            let depth = rows[index].depth
            return ChainNode(row: rows[index],
                             upstream: linked.filter { rows[$0].depth == depth }.map(node),
                             inner: linked.filter { rows[$0].depth > depth }.map(node))
        }
        return rows.indices.filter { rows[$0].parent == nil }.map(node)
    }
}
