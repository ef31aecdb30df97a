import LessonKit

/// A login form for the exercises: two KVO-style fields.
final class LoginFields {
    @KVO var username = ""
    @KVO var password = ""
}

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let loginValidity = ExerciseHarness { (attempt: (RACSignal<String>, RACSignal<String>) -> RACSignal<Bool>, play, scenario) in
        let form = LoginFields()
        let username = RACObserve(form, \.$username)
        let password = RACObserve(form, \.$password)
        let valid = attempt(username, password)
        play.record("result", valid)
        for edit in scenario["edits"].split(separator: ";") {
            let parts = edit.split(separator: "=", maxSplits: 2, omittingEmptySubsequences: false)
            let (tick, text) = (Int(parts[0]) ?? 0, String(parts[2]))
            play.at(tick) {
                if parts[1] == "username" { form.username = text } else { form.password = text }
            }
        }
    }

    public static let lazySquares = ExerciseHarness { (attempt: ([Int], @escaping (Int) -> Int) -> RACSequence<Int>, play, scenario) in
        var computed = 0
        let square = { (n: Int) -> Int in
            computed += 1
            play.print("computing \(n)²")
            return n * n
        }
        let numbers = scenario["numbers"].split(separator: " ").compactMap { Int($0) }
        let squares = attempt(numbers, square)
        play.print("built: \(computed) squares computed")
        play.print("head: \(squares.head.map(String.init) ?? "nil")")
        play.print("head again: \(squares.head.map(String.init) ?? "nil")")
        play.print("third: \(squares.tail?.tail?.head.map(String.init) ?? "nil")")
        play.print("all: \(squares.array)")
        play.print("total: \(computed) squares computed")
        play.record("result", squares.signal())
    }

    public static let oneRequest = ExerciseHarness { (attempt: (RACSignal<String>) -> RACSignal<String>, play, scenario) in
        let queue = RACScheduler.queue(play.scheduler)
        let (file, latency) = (scenario["file"], Double(scenario.number("latency")) * Tick.seconds)
        let request = RACSignal<String>.createSignal { subscriber in
            play.print("request sent at tick \(play.now)")
            return queue.after(latency) {
                subscriber.sendNext(file)
                subscriber.sendCompleted()
            }
        }
        let shared = attempt(request)
        play.at(scenario.number("firstAt")) { play.record("result", shared) }
        play.at(scenario.number("lateAt")) {
            shared.subscribeNext { play.print("late subscriber got \($0) at tick \(play.now)") }
        }
    }
}

