import LessonKit
import RxCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let myDebug = ExerciseHarness(Exercise(
        id: "debug-my-debug",
        name: "MyDebug",
        expected: Expectation(
            marbles: "--1-2|",
            output: """
            subscribed probe
            event probe next(1)
            event probe next(2)
            event probe completed
            disposing probe
            """
        )
    )) { (attempt: (Observable<Int>, String, @escaping (String) -> Void) -> Observable<Int>, play) in
        let source = timeline(play, [(2, .next(1)), (4, .next(2)), (5, .completed)])
        let log: (String) -> Void = { play.print($0) }
        play.record("result", attempt(source, "probe", log))
    }

    public static let openScreen = ExerciseHarness(Exercise(
        id: "debug-fix-the-leak",
        name: "OpenScreen",
        expected: Expectation(marbles: "--0-1!", subscriptionsEnd: true)
    )) { (attempt: (Observable<Int>, DisposeBag, @escaping (Int) -> Void) -> Void, play) in
        let ticks = play.probe("result", Observable<Int>.interval(.seconds(2), scheduler: play.scheduler).take(8))
        var bag: DisposeBag? = DisposeBag()
        attempt(ticks, bag!) { _ in }
        play.at(5) { bag = nil }
    }
}
