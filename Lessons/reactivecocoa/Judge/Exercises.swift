import CourseKit
import Lesson_reactivecocoa

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.oneRequest, Exercises.lazySquares, Exercises.oneErrorHandler, Exercises.loginValidity, Exercises.loadOnTap]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    public static let loginValidity = Exercise(
        id: "rac-login-validity",
        name: "LoginValidity",
        shown: loginScenario([(2, "username", "a"), (6, "password", "1"), (8, "password", "12"), (12, "username", "")]),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 4...8), in: 1...60, gap: 6)
            return loginScenario(ticks.map { ($0, random.pick(["username", "password"]), random.pick(["", "a", "bo", "x1"])) })
        }
    )

    public static let lazySquares = Exercise(
        id: "rac-lazy-squares",
        name: "LazySquares",
        shown: lazySquaresScenario([1, 2, 3, 4, 5]),
        variants: Variants { random in
            lazySquaresScenario((0..<random.int(in: 3...7)).map { _ in random.int(in: 2...12) })
        }
    )

    public static let oneErrorHandler = Exercise(
        id: "rac-merged-errors",
        name: "OneErrorHandler",
        shown: oneErrorHandlerScenario([(1, "md", "ok"), (2, "blob", "404"), (4, "html", "timeout"), (7, "md", "500")]),
        variants: Variants { random in
            // Every command fails at least once, each execution on a tick of its own.
            let failing = ["md", "blob", "html"].map { ($0, random.pick(["404", "500", "timeout"])) }
            let extra = (0..<random.int(in: 1...3)).map { _ in (random.pick(["md", "blob", "html"]), random.pick(["ok", "404", "500"])) }
            var runs = failing + extra
            runs.shuffle(using: &random)
            let ticks = random.ticks(runs.count, in: 1...30, gap: 2)
            return oneErrorHandlerScenario(zip(ticks, runs).map { ($0, $1.0, $1.1) })
        }
    )

    public static let loadOnTap = Exercise(
        id: "rac-load-on-tap",
        name: "LoadOnTap",
        shown: loadOnTapScenario(file: "readme", latency: 2, taps: [3, 8]),
        variants: Variants { random in
            let first = random.int(in: 2...6)
            return loadOnTapScenario(file: random.pick(["readme", "license", "changes"]), latency: random.int(in: 1...4),
                                     taps: [first, first + random.int(in: 5...9)])
        }
    )

    /// Every failed execution's error, handled 2 ticks after it ran; successes print nothing.
    static func oneErrorHandlerScenario(_ runs: [(Int, String, String)]) -> Scenario {
        let lines = runs.filter { $0.2 != "ok" }.map { "handled at tick \($0.0 + 2): \($0.1) \($0.2)" }
        return Scenario(OneErrorHandlerInputs(runs: runs.map { "\($0.0)=\($0.1)=\($0.2)" }.joined(separator: ";")),
                        expected: Expectation(output: lines.joined(separator: "\n")))
    }

    /// One request, sent at the first tap; both views get the file when it answers; a later
    /// tap sends nothing.
    static func loadOnTapScenario(file: String, latency: Int, taps: [Int]) -> Scenario {
        let answered = taps[0] + latency
        let lines = ["request sent at tick \(taps[0])", "list got \(file) at tick \(answered)", "badge got \(file) at tick \(answered)"]
        return Scenario(LoadOnTapInputs(file: file, latency: latency, taps: taps),
                        expected: Expectation(output: lines.joined(separator: "\n")))
    }

    public static let oneRequest = Exercise(
        id: "rac-one-request",
        name: "OneRequest",
        shown: oneRequestScenario(file: "readme", firstAt: 3, latency: 2, lateAt: 8),
        variants: Variants { random in
            let (firstAt, latency) = (random.int(in: 1...6), random.int(in: 1...5))
            return oneRequestScenario(file: random.pick(["license", "index", "notes"]), firstAt: firstAt, latency: latency,
                                      lateAt: firstAt + latency + random.int(in: 1...6))
        }
    )

    /// The form is valid when neither field is empty; the result says so at once and then only
    /// when that changes.
    static func loginScenario(_ edits: [(Int, String, String)]) -> Scenario {
        var fields = ["username": "", "password": ""]
        var valid = [(0, "false")]
        for (tick, field, text) in edits {
            fields[field] = text
            let now = !fields["username"]!.isEmpty && !fields["password"]!.isEmpty
            if "\(now)" != valid.last!.1 { valid.append((tick, "\(now)")) }
        }
        return Scenario(LoginValidityInputs(edits: edits.map { "\($0.0)=\($0.1)=\($0.2)" }.joined(separator: ";")), expected: Expectation(diagram: .of(valid)))
    }

    /// Nothing is computed when the sequence is built; each square once, when first asked for.
    static func lazySquaresScenario(_ numbers: [Int]) -> Scenario {
        let squares = numbers.map { $0 * $0 }
        let lines = ["built: 0 squares computed", "computing \(numbers[0])²", "head: \(squares[0])", "head again: \(squares[0])",
                     "computing \(numbers[1])²", "computing \(numbers[2])²", "third: \(squares[2])"]
            + numbers.dropFirst(3).map { "computing \($0)²" }
            + ["all: \(squares)", "total: \(numbers.count) squares computed"]
        return Scenario(LazySquaresInputs(numbers: numbers), expected: Expectation(output: lines.joined(separator: "\n")))
    }

    /// The request is sent once, when first subscribed; its answer comes `latency` ticks later,
    /// and a subscriber arriving after that gets it replayed at once, without a second request.
    static func oneRequestScenario(file: String, firstAt: Int, latency: Int, lateAt: Int) -> Scenario {
        Scenario(OneRequestInputs(file: file, firstAt: firstAt, latency: latency, lateAt: lateAt),
                 expected: Expectation(diagram: .of([(latency, file)], completed: latency),
                                       output: "request sent at tick \(firstAt)\nlate subscriber got \(file) at tick \(lateAt)"))
    }
}
