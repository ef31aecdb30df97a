import LessonKit
import Marbles
import RxCocoaKit
import RxCore

/// A headless slider for the second exercise: `drag(to:)` is the user's finger.
public final class Slider: Control {
    public var value: Int

    init(value: Int) {
        self.value = value
        super.init()
    }

    /// The user drags the thumb: the value changes and `.valueChanged` is sent.
    func drag(to newValue: Int) {
        value = newValue
        sendActions(for: .valueChanged)
    }
}

/// Records `stream` as the graded `result` and keeps `views` on screen while it is being
/// recorded; when the grader ends the recording, `binding` is disposed and the views go.
func recordResult<Stream: ObservableConvertibleType>(_ play: Playground, _ stream: Stream, keeping views: [View], binding: Disposable? = nil) {
    play.record("result", stream.asObservable().do(onDispose: {
        binding?.dispose()
        withExtendedLifetime(views) {}
    }))
}

/// `tick=field:text;…` or `tick=action;…`: a scenario's list of what the user does.
private func steps(_ text: String) -> [(tick: Int, what: String)] {
    text.split(separator: ";").map { entry in
        let parts = entry.split(separator: "=", maxSplits: 1)
        return (Int(parts[0]) ?? 0, String(parts[1]))
    }
}

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let showSum = ExerciseHarness(Exercise(
        id: "numbers-sum",
        name: "ShowSum",
        shown: showSumScenario([(2, 0, "4"), (4, 1, "5"), (6, 2, "x"), (8, 0, "0")]),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 4...7), in: 1...30, gap: 4)
            return showSumScenario(ticks.map { ($0, random.int(in: 0...2), random.pick(["1", "2", "3", "7", "9", "x", "0"])) })
        },
        rules: OperatorRules(require: ["combineLatest"])
    )) { (attempt: (TextField, TextField, TextField, Label) -> Disposable, play, scenario) in
        MainThread.use(play.scheduler)
        let fields = [TextField(), TextField(), TextField()]
        let total = Label()
        let binding = SingleAssignmentDisposable()
        recordResult(play, total.rx.textChanges, keeping: fields + [total], binding: binding)
        binding.setDisposable(attempt(fields[0], fields[1], fields[2], total))
        for step in steps(scenario["typed"]) {
            let parts = step.what.split(separator: ":")
            play.at(step.tick) { fields[Int(parts[0]) ?? 0].type(String(parts[1])) }
        }
    }

    /// The user types into the three fields (`field` 0, 1, 2): the label shows the sum of the
    /// fields read as numbers (what is not a number counts 0) at once and after every keystroke.
    static func showSumScenario(_ typed: [(tick: Int, field: Int, text: String)]) -> Scenario {
        var texts = ["", "", ""]
        let sum = { texts.map { Int($0) ?? 0 }.reduce(0, +) }
        var sums = [(0, "\(sum())")]
        for step in typed {
            texts[step.field] += step.text
            sums.append((step.tick, "\(sum())"))
        }
        return Scenario(["typed": typed.map { "\($0.tick)=\($0.field):\($0.text)" }.joined(separator: ";")],
                        expected: Expectation(diagram: .of(sums)))
    }

    public static let value = ExerciseHarness(Exercise(
        id: "numbers-control-property",
        name: "Value",
        shown: valueScenario(initial: 3, steps: [(2, "drag 5"), (4, "set 10"), (6, "nudge")]),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 3...6), in: 2...30, gap: 3)
            var actions = ticks.dropLast().map { _ in random.pick(["drag", "set"]) + " \(random.int(in: 1...9))" }
            actions.append("nudge")
            return valueScenario(initial: random.int(in: 0...9), steps: Array(zip(ticks, actions)))
        }
    )) { (attempt: (Slider) -> ControlProperty<Int>, play, scenario) in
        MainThread.use(play.scheduler)
        let slider = Slider(value: scenario.number("initial"))
        let value = attempt(slider)
        recordResult(play, value, keeping: [slider])
        for step in steps(scenario["steps"]) {
            let parts = step.what.split(separator: " ")
            let number = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
            play.at(step.tick) {
                switch parts[0] {
                case "drag": slider.drag(to: number)
                // Written in code through the property: the slider changes, nothing is sent.
                case "set": _ = Observable.just(number).bind(to: value)
                default: slider.drag(to: slider.value + 1)
                }
            }
        }
    }

    /// The slider's value now, then at every drag (a `nudge` drags one further); a value
    /// written in code through the property moves the slider and sends nothing.
    static func valueScenario(initial: Int, steps: [(Int, String)]) -> Scenario {
        var current = initial
        var values = [(0, "\(initial)")]
        for (tick, action) in steps {
            let parts = action.split(separator: " ")
            let number = parts.count > 1 ? Int(parts[1]) ?? 0 : current + 1
            current = number
            if parts[0] != "set" { values.append((tick, "\(number)")) }
        }
        return Scenario(["initial": "\(initial)", "steps": steps.map { "\($0.0)=\($0.1)" }.joined(separator: ";")],
                        expected: Expectation(diagram: .of(values)))
    }
}
