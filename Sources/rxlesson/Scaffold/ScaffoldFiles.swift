import CourseKit
import LessonKit

/// What `rxlesson new` writes: a lesson that builds and runs, and an exercise whose stub
/// compiles and fails and whose solution passes, each with the names wired together. The
/// placeholder task (double each number) is there to be replaced; the text's placeholders
/// (`Lesson.placeholder`) fail the course's tests until the author writes the text.
enum ScaffoldFiles {
    static var todo: Localized { Lesson.placeholder }

    // MARK: A lesson

    static func lesson(id: String) -> String {
        """
        import CourseKit

        public let lesson = Lesson(
            id: "\(id)",
            demos: [firstDemo]
        )

        """
    }

    static func demo(id: String) -> String {
        """
        import CourseKit
        import LessonKit
        import RxCore

        /// The lesson's first demo: replace its body with the document's example, and
        /// `documented` with what the document prints ("" when it prints nothing).
        let firstDemo = Demo(id: "\(id)-first", documented: "") { play in
            _ = Observable.of(1, 2, 3).subscribe(onNext: { play.print($0) })
        }

        """
    }

    static let harness = """
        import CourseKit
        import LessonKit
        import Marbles
        import RxCore

        /// What the graded program runs for each exercise: it plays one scenario's inputs and calls
        /// the learner's function. What the runs must produce is in `Judge/`, which it never links.
        public enum Harness {
        }

        """

    static func judge(lesson id: String) -> String {
        """
        import CourseKit
        import \(Lesson.module(of: id))
        import Marbles
        import RxCore

        /// This lesson's exercises in the order `list` shows them (the graded program never links this module).
        public let exercises: [Exercise] = []

        /// Each exercise: its scenarios and what they must produce. The graded program runs
        /// `Harness` (in the lesson) and never sees any of this.
        public enum Exercises {
        }

        """
    }

    static func text(id: String, zh: Bool) -> String {
        let todo = zh ? todo.zh : todo.en
        return zh ? """
            # \(todo)这一课的标题

            > \(todo)文档的标题 § 章节

            \(todo)学完这一课应该记住什么。

            ## \(todo)示例展示了什么 {#\(id)-first}

            \(todo)示例的讲解。

            """ : """
            # \(todo) The lesson's title

            > \(todo) The document's title § its section

            \(todo) What the learner should take away.

            ## \(todo) What the demo shows {#\(id)-first}

            \(todo) The demo's explanation.

            """
    }

    // MARK: An exercise

    /// The harness, named as the learner's function: `numbers` played cold, the result recorded.
    static func harnessEntry(name: String, entry: String) -> String {
        """

            /// `numbers` (a diagram of one-digit values) played as it is drawn; what `\(entry)` returns is recorded.
            public static let \(entry) = ExerciseHarness { (attempt: (Observable<Int>) -> Observable<Int>, play, inputs: \(name)Inputs) in
                let numbers = play.cold(inputs.numbers).map { Int($0) ?? -1 }
                play.record("result", attempt(numbers))
            }

        """
    }

    /// The exercise's inputs, one stored property each (a diagram, a number `Int`…), declared
    /// beside the harness: the judge makes them, the harness reads them.
    static func inputs(name: String) -> String {
        """

        /// What \(name) is given: a scenario's inputs, made by the judge.
        public struct \(name)Inputs: ScenarioInputs {
            public let numbers: Diagram

            public init(numbers: Diagram) {
                self.numbers = numbers
            }
        }

        """
    }

    /// The judge: the shown scenario, variants made by the same function, and what each
    /// must produce, computed in plain Swift.
    static func judgeEntry(id: String, name: String, entry: String) -> String {
        """

            public static let \(entry) = Exercise(
                id: "\(id)",
                name: "\(name)",
                shown: \(entry)Scenario(values: [1, 2, 3]),
                variants: Variants { random in
                    \(entry)Scenario(values: (0..<random.int(in: 4...6)).map { _ in random.int(in: 0...4) })
                },
                rules: OperatorRules(require: ["map"])
            )

            /// `values` two ticks apart, then the end; the result is each of them doubled, at its tick.
            static func \(entry)Scenario(values: [Int]) -> Scenario {
                let numbers = values.enumerated().map { (2 * $0.offset + 2, $0.element) }
                let end = 2 * values.count + 2
                return Scenario(
                    \(name)Inputs(numbers: Diagram(MarbleDiagram.of(numbers.map { ($0.0, "\\($0.1)") }, completed: end))),
                    expected: Expectation(diagram: .of(numbers.map { ($0.0, "\\(2 * $0.1)") }, completed: end))
                )
            }

        """
    }

    static func textEntry(id: String, zh: Bool) -> String {
        let todo = zh ? todo.zh : todo.en
        return zh ? """

            ## \(todo)练习的标题 {#\(id) .exercise}

            \(todo)题目。占位的题目是：`numbers` 是 `{shown:numbers}`，把每个数乘以 2，得到 `{shown:result}`。

            ### 提示 1 {.hint}

            \(todo)点一下方向：要用的操作符或思路。

            ### 提示 2 {.hint}

            \(todo)几乎就是答案：代码的形状，但不写出答案的那一行。

            """ : """

            ## \(todo) The exercise's title {#\(id) .exercise}

            \(todo) The task. The placeholder's: `numbers` is `{shown:numbers}`; double each number, to get `{shown:result}`.

            ### Hint 1 {.hint}

            \(todo) A nudge: the operator or the idea.

            ### Hint 2 {.hint}

            \(todo) Nearly the answer: the shape of the code, never its line.

            """
    }

    /// The stub: the function as shipped, compiling and failing. The scenario is the task's
    /// to show (`{shown:…}` in the text), not the stub's.
    static func stub(entry: String) -> String {
        """
        import RxCore

        /// Return `numbers`, each doubled (the placeholder task: write the real one).
        /// 返回 `numbers`，每个数乘以 2（占位的题目：请换成真正的题目）。
        func \(entry)(_ numbers: Observable<Int>) -> Observable<Int> {
            // TODO: double each number.
            // TODO（中文）：把每个数乘以 2。
            return numbers
        }

        """
    }

    static func solution(entry: String) -> String {
        """
        import RxCore

        /// Each number doubled, at its own tick: one `map`.
        /// 每个数在它自己的那一拍乘以 2：一个 `map` 就够了。
        func \(entry)(_ numbers: Observable<Int>) -> Observable<Int> {
            numbers.map { $0 * 2 }
        }

        """
    }

    /// A known wrong answer, which must fail every grading.
    static func mistake(entry: String) -> String {
        """
        // Mistake: one added instead of doubling (1 comes out right, nothing else does).
        // 错误：加 1 而不是乘以 2（只有 1 碰巧对）。
        import RxCore

        func \(entry)(_ numbers: Observable<Int>) -> Observable<Int> {
            numbers.map { $0 + 1 }
        }

        """
    }

    static let mistakeKind = "one-added"
}
