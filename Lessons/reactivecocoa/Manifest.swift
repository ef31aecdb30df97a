import LessonKit

/// A login form for the exercises: two KVO-style fields.
final class LoginFields {
    @KVO var username = ""
    @KVO var password = ""
}

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let loginValidity = ExerciseHarness(Exercise(
        id: "rac-login-validity",
        name: "LoginValidity",
        expected: Expectation(marbles: "false-true--false")
    )) { (attempt: (RACSignal<String>, RACSignal<String>) -> RACSignal<Bool>, play) in
        let form = LoginFields()
        let username = RACObserve(form, \.$username)
        let password = RACObserve(form, \.$password)
        let valid = attempt(username, password)
        play.record("result", valid)
        play.at(2) { form.username = "a" }
        play.at(6) { form.password = "1" }
        play.at(8) { form.password = "12" }
        play.at(12) { form.username = "" }
    }

    public static let lazySquares = ExerciseHarness(Exercise(
        id: "rac-lazy-squares",
        name: "LazySquares",
        expected: Expectation(output: """
        built: 0 squares computed
        computing 1²
        head: 1
        head again: 1
        computing 2²
        computing 3²
        third: 9
        computing 4²
        computing 5²
        all: [1, 4, 9, 16, 25]
        total: 5 squares computed
        """)
    )) { (attempt: ([Int], @escaping (Int) -> Int) -> RACSequence<Int>, play) in
        var computed = 0
        let square = { (n: Int) -> Int in
            computed += 1
            play.print("computing \(n)²")
            return n * n
        }
        let numbers = [1, 2, 3, 4, 5]
        let squares = attempt(numbers, square)
        play.print("built: \(computed) squares computed")
        play.print("head: \(squares.head.map(String.init) ?? "nil")")
        play.print("head again: \(squares.head.map(String.init) ?? "nil")")
        play.print("third: \(squares.tail?.tail?.head.map(String.init) ?? "nil")")
        play.print("all: \(squares.array)")
        play.print("total: \(computed) squares computed")
        play.record("result", squares.signal())
    }

    public static let oneRequest = ExerciseHarness(Exercise(
        id: "rac-one-request",
        name: "OneRequest",
        expected: Expectation(marbles: "--(readme,|)", output: """
        request sent at 3 s
        late subscriber got readme at 8 s
        """)
    )) { (attempt: (RACSignal<String>) -> RACSignal<String>, play) in
        let queue = RACScheduler.queue(play.scheduler)
        let request = RACSignal<String>.createSignal { subscriber in
            play.print("request sent at \(play.now) s")
            return queue.after(2) {
                subscriber.sendNext("readme")
                subscriber.sendCompleted()
            }
        }
        let shared = attempt(request)
        play.at(3) { play.record("result", shared) }
        play.at(8) {
            shared.subscribeNext { play.print("late subscriber got \($0) at \(play.now) s") }
        }
    }
}
