import LessonKit
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

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let showSum = ExerciseHarness(Exercise(
        id: "numbers-sum",
        name: "ShowSum",
        expected: Expectation(marbles: "0-4-9-9-45")
    )) { (attempt: (TextField, TextField, TextField, Label) -> Disposable, play) in
        MainThread.use(play.scheduler)
        let first = TextField(), second = TextField(), third = TextField()
        let total = Label()
        let binding = SingleAssignmentDisposable()
        recordResult(play, total.rx.textChanges, keeping: [first, second, third, total], binding: binding)
        binding.setDisposable(attempt(first, second, third, total))
        play.at(2) { first.type("4") }
        play.at(4) { second.type("5") }
        play.at(6) { third.type("x") }
        play.at(8) { first.type("0") }
    }

    public static let value = ExerciseHarness(Exercise(
        id: "numbers-control-property",
        name: "Value",
        expected: Expectation(marbles: "3-5---11")
    )) { (attempt: (Slider) -> ControlProperty<Int>, play) in
        MainThread.use(play.scheduler)
        let slider = Slider(value: 3)
        let value = attempt(slider)
        recordResult(play, value, keeping: [slider])
        play.at(2) { slider.drag(to: 5) }
        // Written in code through the property: the slider changes, nothing is sent.
        play.at(4) { _ = Observable.just(10).bind(to: value) }
        play.at(6) { slider.drag(to: slider.value + 1) }
    }
}
