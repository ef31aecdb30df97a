import LessonKit
import Marbles
import RxCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let myJust = ExerciseHarness(Exercise(
        id: "create-my-just",
        name: "MyJust",
        shown: myJustScenario(7),
        variants: Variants { random in myJustScenario(random.int(in: 10...99)) },
        rules: OperatorRules(require: ["create"], forbid: ["just", "of", "from"])
    )) { (attempt: (Int) -> Observable<Int>, play, scenario) in
        play.record("result", attempt(scenario.number("element")))
    }

    /// One element and completed, both at the subscription's tick.
    static func myJustScenario(_ element: Int) -> Scenario {
        Scenario(["element": "\(element)"], expected: Expectation(diagram: .of([(0, "\(element)")], completed: 0)))
    }

    public static let myFrom = ExerciseHarness(Exercise(
        id: "create-my-from",
        name: "MyFrom",
        shown: myFromScenario(["first", "second", "third"]),
        variants: Variants { random in
            let words = ["alpha", "beta", "gamma", "delta", "kappa", "omega", "sigma", "zeta"].shuffled(using: &random)
            return myFromScenario(Array(words.prefix(random.int(in: 1...6))))
        },
        rules: OperatorRules(require: ["create"], forbid: ["just", "of", "from"])
    )) { (attempt: ([String]) -> Observable<String>, play, scenario) in
        play.record("result", attempt(scenario["words"].split(separator: " ").map(String.init)))
    }

    /// Every word in order, then completed, all at the subscription's tick.
    static func myFromScenario(_ words: [String]) -> Scenario {
        Scenario(["words": words.joined(separator: " ")], expected: Expectation(diagram: .of(words.map { (0, $0) }, completed: 0)))
    }
}
