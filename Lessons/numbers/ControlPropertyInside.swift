import LessonKit
import RxCocoaKit
import RxCore

/// controlProperty(editingEvents:getter:setter:) step by step.
let controlPropertyInside = Demo(
    id: "control-property",
    documented: "",
    resolution: 1.0
) { play in
    MainThread.use(play.scheduler)
    let field = TextField(text: "7")
    let typed = field.rx.controlProperty(
        editingEvents: .editingChanged,
        getter: { field in field.text ?? "" },
        setter: { field, text in field.text = text }
    )
    play.print("targets before subscribing: \(field.targetCount)")
    let subscription = play.probe("typed", typed)
        .subscribe(onNext: { play.print("got \(shown($0))") })
    play.print("targets after subscribing: \(field.targetCount)")

    play.at(1) { field.type("3") }
    play.at(2) {
        field.text = "100"
        play.print("text set in code: \(shown(field.text)) (nothing sent)")
    }
    play.at(3) {
        _ = Observable.just("42").bind(to: typed)
        play.print("bound \"42\" through the property: text = \(shown(field.text)) (nothing sent)")
    }
    play.at(4) { field.type("!") }
    play.at(5) {
        subscription.dispose()
        play.print("targets after dispose: \(field.targetCount)")
    }
    play.sleep(6)
}
