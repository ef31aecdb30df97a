import LessonKit
import Marbles
import RxCore
import RxTestCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let requestNextTap = ExerciseHarness(Exercise(
        id: "guarantees-one-at-a-time",
        name: "RequestNextTap",
        shown: requestNextTapScenario(taps: 3),
        variants: Variants { random in requestNextTapScenario(taps: random.int(in: 4...7)) }
    )) { (attempt: @escaping (Int, PublishSubject<Int>, TestScheduler) -> Void, play, scenario) in
        let last = scenario.number("taps")
        let scheduler = play.scheduler
        let taps = PublishSubject<Int>()
        play.record("result", taps)
        _ = taps.subscribe(onNext: { tap in
            play.print("started \(tap)")
            if tap < last {
                attempt(tap + 1, taps, scheduler)
            }
            play.print("ended \(tap)")
        })
        play.at(1) { taps.onNext(1) }
        play.at(20) { taps.onCompleted() }  // ends the subject, releasing its observers
    }

    /// Taps 1 to `taps`, each handled whole before the next starts.
    static func requestNextTapScenario(taps: Int) -> Scenario {
        Scenario(["taps": "\(taps)"],
                 expected: Expectation(output: (1...taps).map { "started \($0)\nended \($0)" }.joined(separator: "\n")))
    }

    public static let firstTwo = ExerciseHarness(Exercise(
        id: "guarantees-first-two",
        name: "FirstTwo",
        shown: firstTwoScenario([(2, 1), (4, 2), (6, 3), (8, 4), (10, 5)]),
        variants: Variants { random in
            let ticks = random.ticks(5, in: 1...14)
            return firstTwoScenario(ticks.map { ($0, random.int(in: 1...9)) })
        },
        rules: OperatorRules(require: ["create"], forbid: ["take"])
    )) { (attempt: (Observable<Int>) -> Observable<Int>, play, scenario) in
        play.record("result", attempt(play.cold(scenario["source"]).map { Int($0) ?? -1 }))
    }

    /// A source that goes on; the result is its first two numbers, completing with the second.
    static func firstTwoScenario(_ source: [(Int, Int)]) -> Scenario {
        let values = source.map { ($0.0, "\($0.1)") }
        return Scenario(["source": MarbleDiagram.of(values).drawn],
                        expected: Expectation(diagram: .of(Array(values.prefix(2)), completed: values[1].0)))
    }
}
