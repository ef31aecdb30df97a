import CourseKit
import Lesson_create
import Marbles
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.myJust, Exercises.myFrom]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    public static let myJust = Exercise(
        id: "create-my-just",
        name: "MyJust",
        shown: myJustScenario(7),
        variants: Variants { random in myJustScenario(random.int(in: 10...99)) },
        rules: OperatorRules(require: ["create"], forbid: ["just", "of", "from"])
    )

    public static let myFrom = Exercise(
        id: "create-my-from",
        name: "MyFrom",
        shown: myFromScenario(["first", "second", "third"]),
        variants: Variants { random in
            let words = ["alpha", "beta", "gamma", "delta", "kappa", "omega", "sigma", "zeta"].shuffled(using: &random)
            return myFromScenario(Array(words.prefix(random.int(in: 1...6))))
        },
        rules: OperatorRules(require: ["create"], forbid: ["just", "of", "from"])
    )

    /// One element and completed, both at the subscription's tick.
    static func myJustScenario(_ element: Int) -> Scenario {
        Scenario(MyJustInputs(element: element), expected: Expectation(diagram: .of([(0, "\(element)")], completed: 0)))
    }

    /// Every word in order, then completed, all at the subscription's tick.
    static func myFromScenario(_ words: [String]) -> Scenario {
        Scenario(MyFromInputs(words: words), expected: Expectation(diagram: .of(words.map { (0, $0) }, completed: 0)))
    }
}
