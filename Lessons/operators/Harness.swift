import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let myMap = ExerciseHarness { (attempt: (Observable<Int>, @escaping (Int) -> Int) -> Observable<Int>, play, scenario) in
        let factor = scenario.number("factor")
        play.record("result", attempt(source(scenario, play)) { $0 * factor })
    }

    public static let myMapFast = ExerciseHarness { (attempt: (Observable<Int>, @escaping (Int) -> Int) -> Observable<Int>, play, scenario) in
        let factor = scenario.number("factor")
        // The result goes into a subject (`subscribe(subject)`, as an app binds one): no
        // subscriber disposes the chain after its terminal event, so only a sink that disposes
        // itself (the task's last step) ends the subscription to the source.
        let result = PublishSubject<Int>()
        play.record("result", result)
        _ = attempt(source(scenario, play)) { $0 * factor }.subscribe(result)
    }

    public static let myFilter = ExerciseHarness { (attempt: (Observable<Int>, @escaping (Int) -> Bool) -> Observable<Int>, play, scenario) in
        let divisor = scenario.number("divisor")
        play.record("result", attempt(source(scenario, play)) { $0 % divisor == 0 })
    }

    static func source(_ scenario: ScenarioInputs, _ play: Playground) -> Observable<Int> {
        play.cold(scenario["source"]).map { Int($0) ?? -1 }
    }
}

