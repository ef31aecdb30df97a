import ToolText
import Marbles
import TextKit

/// A graded task as the grading process knows it: what the learner reads (title, task,
/// hints), the scenarios and what they must produce.
///
/// Everything about an exercise derives from its `name`: the learner edits
/// `Lessons/<lesson>/Exercises/<name>.swift`, which defines the function `entry`
/// (the name in lowerCamelCase); the course ships that file once, as `Stubs/<name>.swift`
/// (rxlesson makes the learner's copy from it), and its reference answer as
/// `Solutions/<name>.swift`. An exercise is declared in the lesson's `Judge/` module, which
/// the graded program never links; the harness that calls `entry` (`Harness.<entry>`, an
/// `ExerciseHarness` in the lesson's `Harness.swift`) is all the program gets.
public struct Exercise: Sendable {
    public let id: String
    public let name: String
    /// What the learner reads comes from the lesson's text files (`LessonText`).
    public internal(set) var title = Localized(zh: "", en: "")
    /// What to build, in a few sentences.
    public internal(set) var task = Localized(zh: "", en: "")
    /// From a nudge to nearly the answer.
    public internal(set) var hints: [Localized] = []
    /// The scenario the task shows.
    public let shown: Scenario
    /// Hidden variants made from the task's rules: every exercise has them.
    public let variants: Variants
    /// Operators the task asks for or rules out.
    public let rules: OperatorRules
    /// What a pass is worth in a class's score.
    public let points: Int
    /// System modules the learner's file may import besides the course's own (`Foundation`
    /// for `URL`, say): none unless the task needs them.
    public let allowedImports: Set<String>
    /// The lesson this exercise belongs to; set when the lesson is built.
    public internal(set) var lesson: String = ""
    /// The `#fileID`s of the lesson's stand-in files (left out of the trace), set with `lesson`:
    /// the grader writes them into the graded program as they are, never computed there.
    public internal(set) var standIns: [String] = []

    public init(id: String, name: String, shown: Scenario, variants: Variants, rules: OperatorRules = .none, points: Int = 1,
                allowedImports: Set<String> = []) {
        self.id = id
        self.name = name
        self.shown = shown
        self.variants = variants
        self.rules = rules
        self.points = points
        self.allowedImports = allowedImports
    }

    /// The task as the learner reads it: the text's, and a word on the hidden variants where
    /// the task does not already give one ("Hidden variants …", 「批改时还会换……」).
    public var statement: Localized {
        let saysIt = task.en.contains("idden variant") || task.zh.contains("批改时")
        let otherInputs = wording("exercise.other-inputs")
        return saysIt ? task : Localized(zh: task.zh + otherInputs.zh, en: task.en + " " + otherInputs.en)
    }

    /// `text` with each `{shown:NAME}` as the shown scenario draws input NAME, and
    /// `{shown:result}` as the result it expects (its diagram, or its printed lines joined by
    /// ` / `): a task states its scenario once, where the judge makes it. The names it does
    /// not know come back as problems.
    public func showingScenario(_ text: String) -> (text: String, unknown: [String]) {
        var unknown: [String] = []
        var out = ""
        var rest = Substring(text)
        while let start = rest.range(of: "{shown:"), let end = rest[start.upperBound...].firstIndex(of: "}") {
            out += rest[..<start.lowerBound]
            let name = String(rest[start.upperBound..<end])
            if let drawn = shownValue(name) { out += drawn } else { unknown.append(name); out += rest[start.lowerBound...end] }
            rest = rest[rest.index(after: end)...]
        }
        return (out + rest, unknown)
    }

    private func shownValue(_ name: String) -> String? {
        if name == "result" {
            return shown.expected.marbles ?? shown.expected.diagram?.drawn
                ?? shown.expected.output.map { $0.split(separator: "\n").joined(separator: " / ") }
        }
        return shown.listing.first { $0.name == name }?.text
    }

    /// The expectation of the shown scenario.
    public var expected: Expectation { shown.expected }

    public func scenario(_ choice: ScenarioChoice) -> Scenario {
        switch choice {
        case .shown: return shown
        case .variant(let number, let seed): return variants.scenario(number: number, seed: seed)
        }
    }

    /// The function the learner's file defines.
    public var entry: String { Self.entry(of: name) }

    /// The function (and the harness) an exercise called `name` has: `EndOnSignal` → `endOnSignal`.
    public static func entry(of name: String) -> String { name.prefix(1).lowercased() + name.dropFirst() }

    /// The learner's working copy, relative to the package root.
    public var file: String { path(in: "Exercises") }
    /// The file as the course ships it (`rxlesson reset` puts it back).
    public var stubFile: String { path(in: "Stubs") }
    /// The reference solution: the same file, solved.
    public var solutionFile: String { path(in: "Solutions") }

    private func path(in folder: String) -> String { "Lessons/\(lesson)/\(folder)/\(name).swift" }
}

/// What an exercise must produce. Lives in the lesson, never in the learner's file.
public struct Expectation: Sendable, Hashable {
    /// The stream recorded as `result`, as a diagram (frame 1 tick, time 0 = the recording's
    /// subscription): written as text for a shown scenario, made from events for a variant.
    public let diagram: MarbleDiagram?
    /// The diagram as the lesson wrote it, when it did.
    public let marbles: String?
    /// Printed lines, exactly.
    public let output: String?
    /// Every subscription the learner's code makes must have ended (disposed, or its
    /// sequence terminated) when the run is over.
    public let subscriptionsEnd: Bool

    public init(marbles: String? = nil, output: String? = nil, subscriptionsEnd: Bool = false) {
        self.marbles = marbles
        self.diagram = nil
        self.output = output
        self.subscriptionsEnd = subscriptionsEnd
    }

    public init(diagram: MarbleDiagram, output: String? = nil, subscriptionsEnd: Bool = false) {
        self.marbles = nil
        self.diagram = diagram
        self.output = output
        self.subscriptionsEnd = subscriptionsEnd
    }

    /// Whether a `result` stream is compared at all.
    public var comparesMarbles: Bool { marbles != nil || diagram != nil }
}
