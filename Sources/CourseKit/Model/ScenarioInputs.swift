import LessonKit
import Marbles
import RxCore

/// The inputs of one graded run, as one value of the exercise's own type: all the graded
/// program is ever given.
///
/// A lesson declares one such type per exercise beside its harness in `Harness.swift`, so both
/// the graded program (which links only the lesson) and the lesson's `Judge/` module name it:
/// the judge makes a value (`Scenario(StopTheIntervalInputs(period: 3, count: 3), expected: …)`),
/// the grading process sends it encoded, and the program decodes it into the type its harness
/// reads (`inputs.period`). What the run must produce stays with the grading process.
///
/// Stored properties are the inputs, in declaration order: a number is an `Int`, a marble
/// diagram a ``Diagram``, a word a `String`, a list `[Int]` or `[String]` (listed with spaces).
public protocol ScenarioInputs: Codable, Sendable, Hashable {}

/// The inputs of an exercise whose harness needs none.
public struct NoInputs: ScenarioInputs {
    public init() {}
}

/// A marble diagram in document style (column 0 = tick 0, one column = one tick), as a harness
/// plays it with `play.hot(_:)` / `play.cold(_:)`; reports show it as a diagram.
public struct Diagram: Codable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let text: String

    public init(_ text: String) { self.text = text }

    /// `diagram` drawn in document style, one column a tick from tick 0.
    public init(_ diagram: MarbleDiagram) { text = diagram.drawn }

    public init(stringLiteral text: String) { self.text = text }

    public var description: String { text }

    /// Encoded as the diagram's text alone.
    public init(from decoder: Decoder) throws { text = try decoder.singleValueContainer().decode(String.self) }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

/// One input as reports, `{shown:NAME}` in a task and `check --variant N` show it.
public struct ScenarioInput: Sendable, Hashable {
    public let name: String
    public let text: String
    /// A marble diagram (``Diagram``), not a value.
    public let isDiagram: Bool

    public init(name: String, text: String, isDiagram: Bool) {
        self.name = name
        self.text = text
        self.isDiagram = isDiagram
    }
}

/// A value an input may hold, as text.
protocol ScenarioInputText {
    var inputText: String { get }
}

extension Int: ScenarioInputText { var inputText: String { String(self) } }
extension String: ScenarioInputText { var inputText: String { self } }
extension Bool: ScenarioInputText { var inputText: String { String(self) } }
extension Diagram: ScenarioInputText { var inputText: String { text } }
extension Array: ScenarioInputText where Element: ScenarioInputText {
    var inputText: String { map(\.inputText).joined(separator: " ") }
}

extension ScenarioInputs {
    /// The stored properties, in declaration order, as text.
    var listing: [ScenarioInput] {
        Mirror(reflecting: self).children.compactMap { child in
            guard let name = child.label else { return nil }
            let text = (child.value as? ScenarioInputText)?.inputText ?? String(describing: child.value)
            return ScenarioInput(name: name, text: text, isDiagram: child.value is Diagram)
        }
    }
}

extension Playground {
    /// A hot observable that plays `diagram` (see ``hot(_:file:line:)``).
    public func hot(_ diagram: Diagram, file: StaticString = #fileID, line: UInt = #line) -> Observable<String> {
        hot(diagram.text, file: file, line: line)
    }

    /// A cold observable that plays `diagram` from each subscription (see ``cold(_:file:line:)``).
    public func cold(_ diagram: Diagram, file: StaticString = #fileID, line: UInt = #line) -> Observable<String> {
        cold(diagram.text, file: file, line: line)
    }
}
