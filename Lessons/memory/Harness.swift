import CourseKit
import LessonKit
import Marbles
import RxCore

/// A screen that owns its subscriptions' bag (exercise KeepInTheBag).
public final class Screen {
    public let disposeBag = DisposeBag()
    let onDeinit: () -> Void

    init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }

    deinit { onDeinit() }
}

/// A helper that counts taps for a screen, and goes away before the screen does (CountTaps).
public final class TapCounter {
    public var count = 0
    let onDeinit: () -> Void

    init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }

    deinit { onDeinit() }
}

/// A player who scores points until they leave the game (Scores).
public final class Player {
    public var total = 0
    let onDeinit: () -> Void

    init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }

    deinit { onDeinit() }
}

/// A signed-in user's session: its subscriptions live in its bag (SignOut).
public final class Session {
    public let user: String
    public var disposeBag = DisposeBag()
    let onDeinit: () -> Void

    init(user: String, onDeinit: @escaping () -> Void) {
        self.user = user
        self.onDeinit = onDeinit
    }

    deinit { onDeinit() }
}

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
/// Each object is held only by the harness's `var`, so dropping it there is its last reference.
public enum Harness {
    public static let keepInTheBag = ExerciseHarness { (attempt: (Observable<String>, Screen, @escaping (String) -> Void) -> Void, play, inputs: KeepInTheBagInputs) in
        let taps = play.hot(inputs.taps)
        var screen: Screen? = Screen { play.print("screen deinit") }
        attempt(taps, screen!) { play.print("tap \($0)") }
        play.at(inputs.closedAt) { screen = nil }
    }

    public static let countTaps = ExerciseHarness { (attempt: (Observable<Void>, TapCounter, DisposeBag, @escaping (Int) -> Void) -> Void, play, inputs: CountTapsInputs) in
        let taps = play.hot(inputs.taps).map { _ in () }
        // The screen's bag outlives the counter: it goes at closedAt.
        var screenBag: DisposeBag? = DisposeBag()
        var counter: TapCounter? = TapCounter { play.print("counter deinit") }
        attempt(taps, counter!, screenBag!) { play.print("count \($0)") }
        play.at(inputs.droppedAt) { counter = nil }
        play.at(inputs.closedAt) { screenBag = nil }
    }

    public static let scores = ExerciseHarness { (attempt: (Observable<Int>, Player) -> Observable<Int>, play, inputs: ScoresInputs) in
        let points = play.hot(inputs.points).map { Int($0) ?? -1 }
        var player: Player? = Player { play.print("player deinit") }
        play.record("result", attempt(points, player!).map { "\($0)" })
        play.at(inputs.leftAt) { player = nil }
    }

    public static let signOut = ExerciseHarness { (attempt: (Session, Observable<String>, Observable<Void>, @escaping (String) -> Void) -> Void, play, inputs: SignOutInputs) in
        let messages = play.hot(inputs.messages)
        let signOut = play.hot(inputs.signOut).map { _ in () }
        var session: Session? = Session(user: inputs.user) { play.print("session deinit") }
        attempt(session!, messages, signOut) { play.print($0) }
        play.at(inputs.closedAt) { session = nil }
    }
}

/// What KeepInTheBag is given: a scenario's inputs, made by the judge.
public struct KeepInTheBagInputs: ScenarioInputs {
    public let taps: Diagram
    public let closedAt: Int

    public init(taps: Diagram, closedAt: Int) {
        self.taps = taps
        self.closedAt = closedAt
    }
}

/// What CountTaps is given: a scenario's inputs, made by the judge.
public struct CountTapsInputs: ScenarioInputs {
    public let taps: Diagram
    public let droppedAt: Int
    public let closedAt: Int

    public init(taps: Diagram, droppedAt: Int, closedAt: Int) {
        self.taps = taps
        self.droppedAt = droppedAt
        self.closedAt = closedAt
    }
}

/// What Scores is given: a scenario's inputs, made by the judge.
public struct ScoresInputs: ScenarioInputs {
    public let points: Diagram
    public let leftAt: Int

    public init(points: Diagram, leftAt: Int) {
        self.points = points
        self.leftAt = leftAt
    }
}

/// What SignOut is given: a scenario's inputs, made by the judge.
public struct SignOutInputs: ScenarioInputs {
    public let user: String
    public let messages: Diagram
    public let signOut: Diagram
    public let closedAt: Int

    public init(user: String, messages: Diagram, signOut: Diagram, closedAt: Int) {
        self.user = user
        self.messages = messages
        self.signOut = signOut
        self.closedAt = closedAt
    }
}
