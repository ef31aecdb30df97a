import CourseKit
import LessonKit
import Marbles
import RxCocoaKit
import RxCore

struct CheckFailed: Error {}

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    /// The server answers a name check 5 ticks after it is asked: false for a taken name, an
    /// error for a failing one, true otherwise; it prints each check and each cancelled one.
    public static let signUp = ExerciseHarness { (attempt: (Observable<String>, Observable<String>, @escaping (String) -> Observable<Bool>, SchedulerType) -> Driver<Bool>, play, inputs: SignUpInputs) in
        MainThread.use(play.scheduler)
        let scheduler = play.scheduler
        let taken = Set(inputs.taken)
        let failing = Set(inputs.failing)
        let isFree = { (name: String) in
            Observable<Bool>.create { observer in
                play.print("check \(name) at tick \(play.now)")
                var answered = false
                let answer = scheduler.scheduleRelative((), dueTime: Tick.interval(checkLatency)) { _ in
                    answered = true
                    if failing.contains(name) {
                        observer.onError(CheckFailed())
                    } else {
                        observer.onNext(!taken.contains(name))
                        observer.onCompleted()
                    }
                    return Disposables.create()
                }
                return Disposables.create {
                    if !answered { play.print("check \(name) cancelled at tick \(play.now)") }
                    answer.dispose()
                }
            }
        }
        let username = PublishSubject<String>()
        let password = PublishSubject<String>()
        let enabled = attempt(username.asObservable(), password.asObservable(), isFree, scheduler)
        play.record("result", enabled.asObservable().map { $0 ? "on" : "off" })
        for (tick, text) in typed(inputs.username) { play.at(tick) { username.onNext(text) } }
        for (tick, text) in typed(inputs.password) { play.at(tick) { password.onNext(text) } }
    }

    /// Items added and undone from two hot diagrams; the items graded as their letters joined
    /// (`none` for an empty cart), the checkout button printed.
    public static let cart = ExerciseHarness { (attempt: (Observable<String>, Observable<Void>) -> (items: Driver<[String]>, canCheckout: Driver<Bool>), play, inputs: CartInputs) in
        MainThread.use(play.scheduler)
        let cart = attempt(play.hot(inputs.adds), play.hot(inputs.undos).map { _ in () })
        play.record("result", cart.items.asObservable().map { $0.isEmpty ? "none" : $0.joined() })
        let button = cart.canCheckout.drive(onNext: { play.print("checkout \($0 ? "on" : "off") at tick \(play.now)") })
        // The screen closes after the last edit, and its button's binding with it.
        play.at(inputs.closedAt) { button.dispose() }
    }

    public static let checkLatency = 5

    /// `tick=text;…` as the harness plays it.
    static func typed(_ text: String) -> [(Int, String)] {
        text.split(separator: ";").map { entry in
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (Int(parts[0]) ?? 0, parts.count > 1 ? String(parts[1]) : "")
        }
    }
}

/// What SignUp is given: a scenario's inputs, made by the judge.
public struct SignUpInputs: ScenarioInputs {
    public let username: String
    public let password: String
    public let taken: [String]
    public let failing: [String]

    public init(username: String, password: String, taken: [String], failing: [String]) {
        self.username = username
        self.password = password
        self.taken = taken
        self.failing = failing
    }
}

/// What Cart is given: a scenario's inputs, made by the judge.
public struct CartInputs: ScenarioInputs {
    public let adds: Diagram
    public let undos: Diagram
    public let closedAt: Int

    public init(adds: Diagram, undos: Diagram, closedAt: Int) {
        self.adds = adds
        self.undos = undos
        self.closedAt = closedAt
    }
}
