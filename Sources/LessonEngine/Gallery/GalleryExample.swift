import TextKit
import LessonKit
import Foundation
import RxCore
import RxTestCore

/// One operator's small example: its meaning, source diagrams and the chain, run on a
/// `TestScheduler` to draw its picture (``GalleryRunner``). Nothing in a picture is drawn
/// by hand: the result row is what the operator produced.
public struct GalleryExample: Sendable {
    /// Families, in the order `marbles --list` shows them.
    public enum Family: String, CaseIterable, Sendable {
        case creating = "Creating"
        case transforming = "Transforming"
        case filtering = "Filtering"
        case combining = "Combining"
        case flattening = "Flattening (inner observables)"
        case time = "Time"
        case errors = "Errors"
        case sharing = "Sharing"
    }

    /// What the learner passes on the command line besides diagrams.
    public struct Parameter: Sendable {
        public enum Kind: String, Sendable {
            /// A whole number ≥ 0 (a count, an index).
            case count
            /// A whole number of ticks ≥ 0 (one tick per diagram column).
            case ticks
            /// A value, as it would appear in a diagram.
            case value
        }

        public let name: String
        public let kind: Kind
        /// Used when the argument is left out, and in the example.
        public let example: String
        public let help: Localized
        /// Smallest accepted number (count and ticks).
        public let minimum: Int

        /// The help line in `language`.
        public func help(in language: Language) -> String { help[language] }

        public init(_ name: String, _ kind: Kind, example: String, help: Localized, minimum: Int = 0) {
            self.name = name
            self.kind = kind
            self.example = example
            self.help = help
            self.minimum = minimum
        }
    }

    /// The command-line name, e.g. `combineLatest`.
    public let name: String
    /// Other spellings accepted on the command line (`element(at:)`, `catchError`).
    public let aliases: [String]
    public let family: Family
    /// Names of the sources, in order (`source`; `a`, `b`; `outer`, `inner`).
    public let sources: [String]
    /// Accepts more sources than `sources` names (named `c`, `d`, … after them).
    public let variadic: Bool
    /// The example's source diagrams, one per source.
    public let diagrams: [String]
    public let parameters: [Parameter]
    /// Short label with `{0}`, `{1}` for the arguments: `take({0})`.
    public let call: String
    /// The chain as RxSwift code, with `{0}`, `{1}` for the arguments and `{sources}` for
    /// the comma-separated source names.
    public let code: String
    /// Ticks to draw when the result never ends by itself (interval); nil: as far as the
    /// sources go.
    public let horizon: Int?
    /// The chain. Sources are `Observable<String>`: values are the diagrams' tokens.
    public let chain: @Sendable (GalleryInputs) -> Observable<String>

    public init(_ name: String, aliases: [String] = [], family: Family, sources: [String] = ["source"],
                variadic: Bool = false, diagrams: [String], parameters: [Parameter] = [], call: String, code: String,
                horizon: Int? = nil, chain: @escaping @Sendable (GalleryInputs) -> Observable<String>) {
        self.name = name
        self.aliases = aliases
        self.family = family
        self.sources = sources
        self.variadic = variadic
        self.diagrams = diagrams
        self.parameters = parameters
        self.call = call
        self.code = code
        self.horizon = horizon
        self.chain = chain
    }

    /// The operator in one line, in both languages (`gallery.meaning.<name>` in LessonEngine's Text/).
    public var meanings: Localized { wording("gallery.meaning.\(name)") }

    /// The operator in one line, in English.
    public var meaning: String { meanings.en }

    /// The meaning in `language`.
    public func meaning(in language: Language) -> String { meanings[language] }

    /// The family's name in `language`.
    public static func familyName(_ family: Family, in language: Language) -> String {
        wording("gallery.family.\(family)")[language]
    }

    /// The names of `count` sources: the declared ones, then `c`, `d`, … for a variadic operator.
    public func sourceNames(count: Int) -> [String] {
        var names = Array(sources.prefix(count))
        var letter = Unicode.Scalar(UInt8(ascii: "a"))
        while names.count < count {
            let name = String(Character(letter))
            if !names.contains(name) { names.append(name) }
            letter = Unicode.Scalar(letter.value + 1) ?? letter
        }
        return names
    }

    /// `call` with the arguments filled in.
    public func callText(_ arguments: [String]) -> String {
        fill(call, arguments: arguments, sources: sources)
    }

    /// `code` with the arguments and source names filled in; a number of ticks is written in
    /// the milliseconds RxSwift takes (`debounce(3)` is `.milliseconds(300)`).
    public func codeText(_ arguments: [String], sourceCount: Int) -> String {
        fill(code, arguments: arguments, sources: sourceNames(count: sourceCount), ticksInMilliseconds: true)
    }

    private func fill(_ template: String, arguments: [String], sources: [String], ticksInMilliseconds: Bool = false) -> String {
        var text = template.replacingOccurrences(of: "{sources}", with: sources.joined(separator: ", "))
        for (index, parameter) in parameters.enumerated() {
            let value = index < arguments.count ? arguments[index] : parameter.example
            let shown: String
            switch parameter.kind {
            case .value: shown = "\"\(value)\""
            case .ticks where ticksInMilliseconds: shown = Int(value).map { String($0 * Tick.milliseconds) } ?? value
            default: shown = value
            }
            text = text.replacingOccurrences(of: "{\(index)}", with: shown)
        }
        return text
    }

    /// `usage: rxlesson play take SOURCE [N]` (`用法：` in Chinese).
    public func usage(_ language: Language) -> String {
        let diagramsPart = sources.map { $0.uppercased() }.joined(separator: " ") + (variadic ? " [MORE...]" : "")
        let parametersPart = parameters.map { " [\($0.name.uppercased())]" }.joined()
        return wording("gallery-example.usage", "rxlesson play \(name) \(diagramsPart)\(parametersPart)")[language]
    }

    /// `rxlesson play take '--a--b--c--d--|' 2`, after `invocation`: the words this learner
    /// types for rxlesson (`swift run rxlesson --lang zh` …).
    public func exampleCommand(_ invocation: String) -> String {
        ([invocation, "play", name] + diagrams.map { "'\($0)'" } + parameters.map(\.example)).joined(separator: " ")
    }
}

/// What a chain works with: the sources, the clock, the arguments, and ways to draw
/// streams it makes itself (inner windows, a second subscriber).
public final class GalleryInputs {
    public var scheduler: TestScheduler { play.scheduler }
    public let sources: [Observable<String>]
    public let arguments: [String]
    let play: Playground
    /// The rows `record` drew: each one's label, and its stream's name in the run's record.
    var extraRows: [(label: String, stream: String)] = []
    var laterSubscriptions: [(label: String, stream: Observable<String>, tick: Int)] = []

    init(play: Playground, sources: [Observable<String>], arguments: [String]) {
        self.play = play
        self.sources = sources
        self.arguments = arguments
    }

    public subscript(index: Int) -> Observable<String> { sources[index] }

    /// Argument `index` as a whole number.
    public func count(_ index: Int) -> Int { Int(arguments[index]) ?? 0 }

    /// Argument `index` as a time interval of that many ticks.
    public func ticks(_ index: Int) -> RxTimeInterval { Tick.interval(count(index)) }

    /// Argument `index` as a value.
    public func value(_ index: Int) -> String { arguments[index] }

    /// Draws `stream` as a row of its own under the result, subscribing to it now.
    public func record(_ label: String, _ stream: Observable<String>) {
        let name = "inner \(extraRows.count)"
        extraRows.append((label, name))
        play.record(name, stream)
    }

    /// Subscribes to `stream` `tick` ticks after the result was subscribed, and draws what
    /// that subscriber sees as a row of its own.
    public func subscribe(_ label: String, _ stream: Observable<String>, at tick: Int) {
        laterSubscriptions.append((label, stream, tick))
    }
}
