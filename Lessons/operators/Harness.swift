import CourseKit
import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let myMap = ExerciseHarness { (attempt: (Observable<Int>, @escaping (Int) -> Int) -> Observable<Int>, play, inputs: MyMapInputs) in
        let factor = inputs.factor
        play.record("result", attempt(source(inputs.source, play)) { $0 * factor })
    }

    public static let myMapFast = ExerciseHarness { (attempt: (Observable<Int>, @escaping (Int) -> Int) -> Observable<Int>, play, inputs: MyMapInputs) in
        let factor = inputs.factor
        // The result goes into a subject (`subscribe(subject)`, as an app binds one): no
        // subscriber disposes the chain after its terminal event, so only a sink that disposes
        // itself (the task's last step) ends the subscription to the source.
        let result = PublishSubject<Int>()
        play.record("result", result)
        _ = attempt(source(inputs.source, play)) { $0 * factor }.subscribe(result)
    }

    public static let myFilter = ExerciseHarness { (attempt: (Observable<Int>, @escaping (Int) -> Bool) -> Observable<Int>, play, inputs: MyFilterInputs) in
        let divisor = inputs.divisor
        play.record("result", attempt(source(inputs.source, play)) { $0 % divisor == 0 })
    }

    static func source(_ diagram: Diagram, _ play: Playground) -> Observable<Int> {
        play.cold(diagram).map { Int($0) ?? -1 }
    }
}

/// What MyMap and MyMapFast are given: a scenario's inputs, made by the judge.
public struct MyMapInputs: ScenarioInputs {
    public let source: Diagram
    public let factor: Int

    public init(source: Diagram, factor: Int) {
        self.source = source
        self.factor = factor
    }
}

/// What MyFilter is given: a scenario's inputs, made by the judge.
public struct MyFilterInputs: ScenarioInputs {
    public let source: Diagram
    public let divisor: Int

    public init(source: Diagram, divisor: Int) {
        self.source = source
        self.divisor = divisor
    }
}
