import CourseKit
import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let evenTimesTen = ExerciseHarness { (attempt: (Observable<Int>) -> Observable<Int>, play, inputs: EvenTimesTenInputs) in
        play.record("result", attempt(play.cold(inputs.numbers).map { Int($0) ?? -1 }))
    }

    public static let runningTotal = ExerciseHarness { (attempt: (Observable<Int>) -> Observable<Int>, play, inputs: RunningTotalInputs) in
        play.record("result", attempt(play.cold(inputs.points).map { Int($0) ?? -1 }))
    }

    public static let orderTotal = ExerciseHarness { (attempt: (Observable<Int>, Observable<Int>) -> Observable<Int>, play, inputs: OrderTotalInputs) in
        let price = play.hot(inputs.price).map { Int($0) ?? -1 }
        let quantity = play.hot(inputs.quantity).map { Int($0) ?? -1 }
        play.record("result", attempt(price, quantity))
    }

    public static let settledQuery = ExerciseHarness { (attempt: (Observable<String>, Int, SchedulerType) -> Observable<String>, play, inputs: SettledQueryInputs) in
        play.record("result", attempt(play.hot(inputs.typed), inputs.quiet, play.scheduler))
    }

    public static let latestAnswer = ExerciseHarness { (attempt: (Observable<String>, @escaping (String) -> Observable<String>) -> Observable<String>, play, inputs: LatestAnswerInputs) in
        let latencies = latencyTable(inputs.latencies)
        let scheduler = play.scheduler
        let search: (String) -> Observable<String> = { query in
            Observable<Int>.timer(Tick.interval(latencies[query] ?? 1), scheduler: scheduler).map { _ in query.uppercased() }
        }
        play.record("result", attempt(play.hot(inputs.queries), search))
    }

    public static let replyOrGiveUp = ExerciseHarness { (attempt: (Observable<String>, Int, SchedulerType) -> Observable<String>, play, inputs: ReplyOrGiveUpInputs) in
        play.record("result", attempt(play.cold(inputs.reply), inputs.limit, play.scheduler))
    }


    /// `a:5 b:3` → ["a": 5, "b": 3].
    static func latencyTable(_ text: String) -> [String: Int] {
        var table: [String: Int] = [:]
        for pair in text.split(separator: " ") {
            let parts = pair.split(separator: ":")
            if parts.count == 2, let ticks = Int(parts[1]) { table[String(parts[0])] = ticks }
        }
        return table
    }
}

/// What EvenTimesTen is given: a scenario's inputs, made by the judge.
public struct EvenTimesTenInputs: ScenarioInputs {
    public let numbers: Diagram

    public init(numbers: Diagram) {
        self.numbers = numbers
    }
}

/// What RunningTotal is given: a scenario's inputs, made by the judge.
public struct RunningTotalInputs: ScenarioInputs {
    public let points: Diagram

    public init(points: Diagram) {
        self.points = points
    }
}

/// What OrderTotal is given: a scenario's inputs, made by the judge.
public struct OrderTotalInputs: ScenarioInputs {
    public let price: Diagram
    public let quantity: Diagram

    public init(price: Diagram, quantity: Diagram) {
        self.price = price
        self.quantity = quantity
    }
}

/// What SettledQuery is given: a scenario's inputs, made by the judge.
public struct SettledQueryInputs: ScenarioInputs {
    public let typed: Diagram
    public let quiet: Int

    public init(typed: Diagram, quiet: Int) {
        self.typed = typed
        self.quiet = quiet
    }
}

/// What LatestAnswer is given: a scenario's inputs, made by the judge.
public struct LatestAnswerInputs: ScenarioInputs {
    public let queries: Diagram
    public let latencies: String

    public init(queries: Diagram, latencies: String) {
        self.queries = queries
        self.latencies = latencies
    }
}

/// What ReplyOrGiveUp is given: a scenario's inputs, made by the judge.
public struct ReplyOrGiveUpInputs: ScenarioInputs {
    public let reply: Diagram
    public let limit: Int

    public init(reply: Diagram, limit: Int) {
        self.reply = reply
        self.limit = limit
    }
}
