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
        title: Localized(zh: "三个输入框的和", en: "The sum of three fields"),
        task: Localized(
            zh: "把三个输入框里的数加起来，显示在 total 标签上（不是数字的文字算 0），并返回这个绑定的 Disposable。输入框一开始是空的，所以标签在第 0 拍就应该显示 0。",
            en: "Add up the numbers in the three fields and show the total in the label (text that is not a number counts as 0); return the binding's Disposable. The fields start empty, so the label should show 0 at tick 0."
        ),
        hints: [
            Localized(zh: "哪个操作符在任一个源变化时，拿所有源的最新值算一次？", en: "Which operator recomputes from the latest value of every source whenever any of them changes?"),
            Localized(zh: "源是 first.rx.text.orEmpty 这样的 ControlProperty<String>；用 Int(text) ?? 0 转成数字。", en: "The sources are ControlProperty<String>s such as first.rx.text.orEmpty; Int(text) ?? 0 turns text into a number."),
            Localized(zh: "Observable.combineLatest(a, b, c) { ... }.map { $0.description }.bind(to: total.rx.text)", en: "Observable.combineLatest(a, b, c) { ... }.map { $0.description }.bind(to: total.rx.text)"),
        ],
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
        title: Localized(zh: "自己做一个 ControlProperty", en: "Build a ControlProperty yourself"),
        task: Localized(
            zh: "为 Slider 做一个像 rx.text 那样的属性：订阅时先发出当前的 value，之后每次 .valueChanged 再发出；绑定给它的值写进 slider.value。用 controlProperty(editingEvents:getter:setter:)。",
            en: "Give Slider a property like rx.text: on subscription it sends the current value, then again on every .valueChanged; values bound to it are written into slider.value. Use controlProperty(editingEvents:getter:setter:)."
        ),
        hints: [
            Localized(zh: "slider.rx 上就有 controlProperty(editingEvents:getter:setter:)。", en: "slider.rx has controlProperty(editingEvents:getter:setter:)."),
            Localized(zh: "editingEvents 是 .valueChanged; getter 读 value, setter 写 value。", en: "editingEvents is .valueChanged; the getter reads value, the setter writes it."),
            Localized(zh: "slider.rx.controlProperty(editingEvents: .valueChanged, getter: { $0.value }, setter: { $0.value = $1 })", en: "slider.rx.controlProperty(editingEvents: .valueChanged, getter: { $0.value }, setter: { $0.value = $1 })"),
        ],
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
