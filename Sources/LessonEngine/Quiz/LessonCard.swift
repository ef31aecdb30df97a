import CourseKit
import Foundation
import LessonKit
import Marbles
import TextKit

/// One step of a demo's traced chain as a quiz card: the rows that feed an operator are
/// drawn, and the learner writes the operator's own row.
public struct LessonCard {
    /// The card's name in the quiz deck: `lesson:errors/retry/1`.
    public internal(set) var name: String
    public let lesson: String
    let demoID: String
    public let demoTitle: Localized
    public let row: TracedRow
    public let inputs: [TracedRow]
    /// The source that applies the operator: its line and, when that line opens a closure,
    /// the rest of it; empty when the lesson's files are not there.
    public let code: [String]
    public let figure: CardFigure

    /// The name a lesson's cards share before their demo and number.
    public static func prefix(lesson: String) -> String { "lesson:\(lesson)/" }

    /// True when the operator passed its one input on unchanged: such a card teaches nothing.
    var repeatsItsInput: Bool {
        inputs.count == 1 && inputs[0].events == row.events
    }
}

/// Which steps of a lesson's traced chains make cards.
public enum LessonCards {
    /// Input rows drawn at most (a flatMap over many values subscribes many inners).
    static let maximumInputs = 8
    /// Values longer than this are not for typing (a type's description, a whole table).
    static let longestAnswerValue = 32
    static let longestInputValue = 60

    /// Every card of `lesson`, in course order (demo, chain, operator), from a traced run.
    /// A card whose operator repeats its input exactly is kept only when the lesson has no
    /// other; the same step seen in several chains is one card.
    public static func make(lesson: Lesson, results: [DemoResult], sources: LessonSourceLines) -> [LessonCard] {
        var candidates: [LessonCard] = []
        var seen = Set<Step>()
        for result in results {
            for chain in result.chains {
                let roots = ChainTree.roots(of: chain)
                guard roots.count == 1, let root = roots.first else { continue }
                for node in steps(root) {
                    let inputs = node.upstream.map(\.row) + (OperatorShape.isFlattening(node.row) ? node.inner.map(\.row) : [])
                    guard !inputs.isEmpty, inputs.count <= maximumInputs, !node.row.events.isEmpty,
                          OperatorShape.showsWhatItForwards(node.row, inputs: inputs),
                          readable(node.row, longest: longestAnswerValue),
                          inputs.allSatisfy({ readable($0, longest: longestInputValue) }),
                          seen.insert(Step(operatorName: node.row.operatorName, inputs: inputs.map(\.events), output: node.row.events)).inserted,
                          let figure = CardFigure.draw(inputs: inputs, answer: node.row) else { continue }
                    candidates.append(LessonCard(name: "", lesson: lesson.id, demoID: result.demo.id, demoTitle: result.demo.title,
                                                 row: node.row, inputs: inputs, code: sources.statement(at: node.row.line, of: node.row.file),
                                                 figure: figure))
                }
            }
        }
        let teaching = candidates.filter { !$0.repeatsItsInput }
        var numbers: [String: Int] = [:]
        return (teaching.isEmpty ? candidates : teaching).map { card in
            var card = card
            let number = (numbers[card.demoID] ?? 0) + 1
            numbers[card.demoID] = number
            card.name = LessonCard.prefix(lesson: lesson.id) + "\(card.demoID)/\(number)"
            return card
        }
    }

    /// What a card asks, wherever it was applied: the same step in two demos is one card.
    private struct Step: Hashable {
        let operatorName: String
        let inputs: [[MarbleEvent]]
        let output: [MarbleEvent]
    }

    /// The operators of a chain's top level, in dataflow order.
    private static func steps(_ node: ChainNode) -> [ChainNode] {
        node.upstream.flatMap(steps) + [node]
    }

    /// Values a learner can read (and, for the answer, type): short, and not a type's
    /// description (`Lesson_datasources.SectionModel<…>`).
    static func readable(_ row: TracedRow, longest: Int) -> Bool {
        row.events.allSatisfy { event in
            guard event.kind == .next, let value = event.value else { return true }
            return value.count <= longest && value.range(of: #"[A-Za-z_]\.[A-Z]"#, options: .regularExpression) == nil
        }
    }
}
