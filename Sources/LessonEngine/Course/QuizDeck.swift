import Foundation
import TextKit

/// Which cards a learner has been quizzed on, kept in `.rxlesson/quiz.json`, in Leitner
/// boxes: a right answer moves a card up a box (asked again later), a wrong one back to the
/// first (asked again soon). An operator's card is named after the operator (`map`), a
/// lesson's after its place (`lesson:errors/retry/1`); one deck holds both, and `next(among:)`
/// only ever chooses among the names it is given.
public struct QuizDeck: Sendable {
    public struct Card: Sendable, Equatable {
        public var box = 0
        /// The round after which the card is due again.
        public var due = 0
        public var right = 0
        public var wrong = 0
    }

    public var url: URL
    public private(set) var round = 0
    public private(set) var cards: [String: Card] = [:]

    public init(root: URL) {
        url = root.appendingPathComponent(".rxlesson/quiz.json")
        guard let data = try? Data(contentsOf: url),
              let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return }
        round = (object["round"] as? NSNumber)?.intValue ?? 0
        for (name, value) in object["cards"] as? [String: [String: Any]] ?? [:] {
            func number(_ key: String) -> Int { (value[key] as? NSNumber)?.intValue ?? 0 }
            cards[name] = Card(box: number("box"), due: number("due"), right: number("right"), wrong: number("wrong"))
        }
    }

    /// The next card to ask, from `names` in course order: the longest-overdue wrong answer
    /// first, then one never asked, then the one due soonest.
    public func next(among names: [String]) -> String? {
        let due = names.filter { cards[$0].map { $0.due <= round } ?? false }
        if let first = due.min(by: { (cards[$0]!.box, cards[$0]!.due) < (cards[$1]!.box, cards[$1]!.due) }) { return first }
        if let fresh = names.first(where: { cards[$0] == nil }) { return fresh }
        return names.min { cards[$0]!.due < cards[$1]!.due }
    }

    /// Records an answer; a right one waits 2, 4, 8… rounds, a wrong one comes back next round.
    public mutating func answer(_ name: String, right: Bool) {
        round += 1
        var card = cards[name] ?? Card()
        if right {
            card.right += 1
            card.box = min(card.box + 1, 5)
            card.due = round + (1 << card.box)
        } else {
            card.wrong += 1
            card.box = 0
            card.due = round + 1
        }
        cards[name] = card
    }

    public func save() throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = JSONValue.object([
            ("round", .number(round)),
            ("cards", .object(cards.sorted { $0.key < $1.key }.map { name, card in
                (name, .object([("box", .number(card.box)), ("due", .number(card.due)), ("right", .number(card.right)), ("wrong", .number(card.wrong))]))
            })),
        ]).text
        try Data((text + "\n").utf8).write(to: url, options: .atomic)
    }
}
