import CourseKit
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

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let showSum = ExerciseHarness { (attempt: (TextField, TextField, TextField, Label) -> Disposable, play, inputs: ShowSumInputs) in
        MainThread.use(play.scheduler)
        let fields = [TextField(), TextField(), TextField()]
        let total = Label()
        let binding = SingleAssignmentDisposable()
        recordResult(play, total.rx.textChanges, keeping: fields + [total], binding: binding)
        binding.setDisposable(attempt(fields[0], fields[1], fields[2], total))
        for step in steps(inputs.typed) {
            let parts = step.what.split(separator: ":")
            play.at(step.tick) { fields[Int(parts[0]) ?? 0].type(String(parts[1])) }
        }
    }

    public static let value = ExerciseHarness { (attempt: (Slider) -> ControlProperty<Int>, play, inputs: ValueInputs) in
        MainThread.use(play.scheduler)
        let slider = Slider(value: inputs.initial)
        let value = attempt(slider)
        recordResult(play, value, keeping: [slider])
        for step in steps(inputs.steps) {
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
}

/// What ShowSum is given: a scenario's inputs, made by the judge.
public struct ShowSumInputs: ScenarioInputs {
    public let typed: String

    public init(typed: String) {
        self.typed = typed
    }
}

/// What Value is given: a scenario's inputs, made by the judge.
public struct ValueInputs: ScenarioInputs {
    public let initial: Int
    public let steps: String

    public init(initial: Int, steps: String) {
        self.initial = initial
        self.steps = steps
    }
}
