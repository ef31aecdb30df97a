import LessonKit
import RxCocoaKit
import RxCore

/// One line of a shopping list. Its name is its identity: a new quantity is the same row, changed.
public struct Grocery: IdentifiableType, Equatable, CustomStringConvertible {
    public let name: String
    public var category: String
    public var quantity: Int

    var identity: String { name }
    public var description: String { "\(name) ×\(quantity)" }
}

typealias GrocerySection = AnimatableSectionModel<String, Grocery>

/// Prints the table after a change, marking rows: `+` inserted, `~` updated, `→` moved here;
/// rows that were deleted follow, with the place they had.
func drawChanges(_ changeset: Changeset, old: [GrocerySection], new: [GrocerySection], table: Table, play: Playground) {
    play.print("t=\(play.now)  \(changeset)")
    var index = 0
    for (s, section) in new.enumerated() {
        let sectionMark = changeset.insertedSections.contains(s) ? "+" : " "
        play.print("\(sectionMark) \(table.rows[index])")
        index += 1
        for r in section.items.indices {
            let path = ItemPath(section: s, row: r)
            let mark: String
            if sectionMark == "+" || changeset.inserted.contains(path) { mark = "+" }
            else if changeset.updated.contains(path) { mark = "~" }
            else if changeset.moved.contains(where: { $0.to == path }) { mark = "→" }
            else { mark = " " }
            play.print("\(mark) \(table.rows[index])")
            index += 1
        }
    }
    for path in changeset.deleted {
        play.print("- \(old[path.section].items[path.row])  (was \(path))")
    }
    for s in changeset.deletedSections {
        play.print("- [\(old[s].model)]  (was section \(s))")
    }
}
