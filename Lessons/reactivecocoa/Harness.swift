import CourseKit
import LessonKit

/// A login form for the exercises: two KVO-style fields.
final class LoginFields {
    @KVO var username = ""
    @KVO var password = ""
}

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let loginValidity = ExerciseHarness { (attempt: (RACSignal<String>, RACSignal<String>) -> RACSignal<Bool>, play, inputs: LoginValidityInputs) in
        let form = LoginFields()
        let username = RACObserve(form, \.$username)
        let password = RACObserve(form, \.$password)
        let valid = attempt(username, password)
        play.record("result", valid)
        for edit in inputs.edits.split(separator: ";") {
            let parts = edit.split(separator: "=", maxSplits: 2, omittingEmptySubsequences: false)
            let (tick, text) = (Int(parts[0]) ?? 0, String(parts[2]))
            play.at(tick) {
                if parts[1] == "username" { form.username = text } else { form.password = text }
            }
        }
    }

    public static let lazySquares = ExerciseHarness { (attempt: ([Int], @escaping (Int) -> Int) -> RACSequence<Int>, play, inputs: LazySquaresInputs) in
        var computed = 0
        let square = { (n: Int) -> Int in
            computed += 1
            play.print("computing \(n)²")
            return n * n
        }
        let numbers = inputs.numbers
        let squares = attempt(numbers, square)
        play.print("built: \(computed) squares computed")
        play.print("head: \(squares.head.map(String.init) ?? "nil")")
        play.print("head again: \(squares.head.map(String.init) ?? "nil")")
        play.print("third: \(squares.tail?.tail?.head.map(String.init) ?? "nil")")
        play.print("all: \(squares.array)")
        play.print("total: \(computed) squares computed")
        play.record("result", squares.signal())
    }

    public static let oneRequest = ExerciseHarness { (attempt: (RACSignal<String>) -> RACSignal<String>, play, inputs: OneRequestInputs) in
        let queue = RACScheduler.queue(play.scheduler)
        let (file, latency) = (inputs.file, Double(inputs.latency) * Tick.seconds)
        let request = RACSignal<String>.createSignal { subscriber in
            play.print("request sent at tick \(play.now)")
            return queue.after(latency) {
                subscriber.sendNext(file)
                subscriber.sendCompleted()
            }
        }
        let shared = attempt(request)
        play.at(inputs.firstAt) { play.record("result", shared) }
        play.at(inputs.lateAt) {
            shared.subscribeNext { play.print("late subscriber got \($0) at tick \(play.now)") }
        }
    }
}


/// A failed request of the exercises, printed as its name and reason ("blob 404").
struct RequestFailed: Error, CustomStringConvertible {
    let description: String
}

extension Harness {
    /// Three commands (md, blob, html) whose requests answer 2 ticks after they are executed,
    /// each execution from `runs` (`tick=command=outcome`, outcome `ok` or a reason); the errors
    /// subject prints what reaches it. The learner's forwarding is disposed when the screen closes.
    public static let oneErrorHandler = ExerciseHarness { (attempt: ([RACCommand<Void, String>], RACSubject<Error>) -> RACDisposable, play, inputs: OneErrorHandlerInputs) in
        let queue = RACScheduler.queue(play.scheduler)
        var outcomes: [String: [String]] = [:]
        let runs = inputs.runs.split(separator: ";").map { $0.split(separator: "=").map(String.init) }
        for run in runs { outcomes[run[1], default: []].append(run[2]) }
        let commands = ["md", "blob", "html"].map { name in
            RACCommand<Void, String> { _ in
                let outcome = outcomes[name]?.isEmpty == false ? outcomes[name]!.removeFirst() : "ok"
                return RACSignal.createSignal { subscriber in
                    queue.after(2 * Tick.seconds) {
                        if outcome == "ok" {
                            subscriber.sendNext("\(name) body")
                            subscriber.sendCompleted()
                        } else {
                            subscriber.sendError(RequestFailed(description: "\(name) \(outcome)"))
                        }
                    }
                }
            }
        }
        let errors = RACSubject<Error>()
        let handling = errors.subscribeNext { play.print("handled at tick \(play.now): \($0)") }
        let forwarding = attempt(commands, errors)
        let byName = Dictionary(uniqueKeysWithValues: zip(["md", "blob", "html"], commands))
        for run in runs {
            play.at(Int(run[0]) ?? 0) { byName[run[1]]?.execute(()) }
        }
        // The screen closes after the last answer: the forwarding and the handler end.
        play.at((runs.compactMap { Int($0[0]) }.max() ?? 0) + 4) {
            forwarding.dispose()
            handling.dispose()
        }
    }

    /// A request that prints when it is sent and answers `file` after `latency` ticks; taps at
    /// the ticks of `taps`; two views print what they get.
    public static let loadOnTap = ExerciseHarness { (attempt: (RACSignal<String>, RACSignal<Void>, @escaping (String) -> Void, @escaping (String) -> Void) -> Void, play, inputs: LoadOnTapInputs) in
        let queue = RACScheduler.queue(play.scheduler)
        let (file, latency) = (inputs.file, Double(inputs.latency) * Tick.seconds)
        let request = RACSignal<String>.createSignal { subscriber in
            play.print("request sent at tick \(play.now)")
            return queue.after(latency) {
                subscriber.sendNext(file)
                subscriber.sendCompleted()
            }
        }
        let tap = RACSubject<Void>()
        attempt(request, tap,
                { play.print("list got \($0) at tick \(play.now)") },
                { play.print("badge got \($0) at tick \(play.now)") })
        for tick in inputs.taps {
            play.at(tick) { tap.sendNext(()) }
        }
    }
}

/// What LoginValidity is given: a scenario's inputs, made by the judge.
public struct LoginValidityInputs: ScenarioInputs {
    public let edits: String

    public init(edits: String) {
        self.edits = edits
    }
}

/// What LazySquares is given: a scenario's inputs, made by the judge.
public struct LazySquaresInputs: ScenarioInputs {
    public let numbers: [Int]

    public init(numbers: [Int]) {
        self.numbers = numbers
    }
}

/// What OneRequest is given: a scenario's inputs, made by the judge.
public struct OneRequestInputs: ScenarioInputs {
    public let file: String
    public let firstAt: Int
    public let latency: Int
    public let lateAt: Int

    public init(file: String, firstAt: Int, latency: Int, lateAt: Int) {
        self.file = file
        self.firstAt = firstAt
        self.latency = latency
        self.lateAt = lateAt
    }
}

/// What OneErrorHandler is given: a scenario's inputs, made by the judge.
public struct OneErrorHandlerInputs: ScenarioInputs {
    public let runs: String

    public init(runs: String) {
        self.runs = runs
    }
}

/// What LoadOnTap is given: a scenario's inputs, made by the judge.
public struct LoadOnTapInputs: ScenarioInputs {
    public let file: String
    public let latency: Int
    public let taps: [Int]

    public init(file: String, latency: Int, taps: [Int]) {
        self.file = file
        self.latency = latency
        self.taps = taps
    }
}
