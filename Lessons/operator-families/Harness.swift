import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let evenTimesTen = ExerciseHarness { (attempt: (Observable<Int>) -> Observable<Int>, play, scenario) in
        play.record("result", attempt(play.cold(scenario["numbers"]).map { Int($0) ?? -1 }))
    }

    public static let runningTotal = ExerciseHarness { (attempt: (Observable<Int>) -> Observable<Int>, play, scenario) in
        play.record("result", attempt(play.cold(scenario["points"]).map { Int($0) ?? -1 }))
    }

    public static let orderTotal = ExerciseHarness { (attempt: (Observable<Int>, Observable<Int>) -> Observable<Int>, play, scenario) in
        let price = play.hot(scenario["price"]).map { Int($0) ?? -1 }
        let quantity = play.hot(scenario["quantity"]).map { Int($0) ?? -1 }
        play.record("result", attempt(price, quantity))
    }

    public static let settledQuery = ExerciseHarness { (attempt: (Observable<String>, Int, SchedulerType) -> Observable<String>, play, scenario) in
        play.record("result", attempt(play.hot(scenario["typed"]), scenario.number("quiet"), play.scheduler))
    }

    public static let latestAnswer = ExerciseHarness { (attempt: (Observable<String>, @escaping (String) -> Observable<String>) -> Observable<String>, play, scenario) in
        let latencies = latencyTable(scenario["latencies"])
        let scheduler = play.scheduler
        let search: (String) -> Observable<String> = { query in
            Observable<Int>.timer(Tick.interval(latencies[query] ?? 1), scheduler: scheduler).map { _ in query.uppercased() }
        }
        play.record("result", attempt(play.hot(scenario["queries"]), search))
    }

    public static let replyOrGiveUp = ExerciseHarness { (attempt: (Observable<String>, Int, SchedulerType) -> Observable<String>, play, scenario) in
        play.record("result", attempt(play.cold(scenario["reply"]), scenario.number("limit"), play.scheduler))
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

