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
    public static let keepInTheBag = ExerciseHarness { (attempt: (Observable<String>, Screen, @escaping (String) -> Void) -> Void, play, scenario) in
        let taps = play.hot(scenario["taps"])
        var screen: Screen? = Screen { play.print("screen deinit") }
        attempt(taps, screen!) { play.print("tap \($0)") }
        play.at(scenario.number("closedAt")) { screen = nil }
    }

    public static let countTaps = ExerciseHarness { (attempt: (Observable<Void>, TapCounter, DisposeBag, @escaping (Int) -> Void) -> Void, play, scenario) in
        let taps = play.hot(scenario["taps"]).map { _ in () }
        // The screen's bag outlives the counter: it goes at closedAt.
        var screenBag: DisposeBag? = DisposeBag()
        var counter: TapCounter? = TapCounter { play.print("counter deinit") }
        attempt(taps, counter!, screenBag!) { play.print("count \($0)") }
        play.at(scenario.number("droppedAt")) { counter = nil }
        play.at(scenario.number("closedAt")) { screenBag = nil }
    }

    public static let scores = ExerciseHarness { (attempt: (Observable<Int>, Player) -> Observable<Int>, play, scenario) in
        let points = play.hot(scenario["points"]).map { Int($0) ?? -1 }
        var player: Player? = Player { play.print("player deinit") }
        play.record("result", attempt(points, player!).map { "\($0)" })
        play.at(scenario.number("leftAt")) { player = nil }
    }

    public static let signOut = ExerciseHarness { (attempt: (Session, Observable<String>, Observable<Void>, @escaping (String) -> Void) -> Void, play, scenario) in
        let messages = play.hot(scenario["messages"])
        let signOut = play.hot(scenario["signOut"]).map { _ in () }
        var session: Session? = Session(user: scenario["user"]) { play.print("session deinit") }
        attempt(session!, messages, signOut) { play.print($0) }
        play.at(scenario.number("closedAt")) { session = nil }
    }
}
