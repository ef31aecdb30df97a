import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// controlProperty(editingEvents:getter:setter:) step by step.
let controlPropertyInside = Demo(
    id: "control-property",
    documented: ""
) { play in
    MainThread.use(play.scheduler)
    let field = TextField(text: "7")
    let typed = field.rx.controlProperty(
        editingEvents: .editingChanged,
        getter: { field in field.text ?? "" },
        setter: { field, text in field.text = text }
    )
    play.say(zh: "订阅之前的 target 数：\(field.targetCount)", en: "targets before subscribing: \(field.targetCount)")
    let subscription = play.probe("typed", typed)
        .subscribe(onNext: { play.say(zh: "收到 \(shown($0))", en: "got \(shown($0))") })
    play.say(zh: "订阅之后的 target 数：\(field.targetCount)", en: "targets after subscribing: \(field.targetCount)")

    play.at(1) { field.type("3") }
    play.at(2) {
        field.text = "100"
        play.say(zh: "代码直接设置 text = \(shown(field.text))（什么也没发出）", en: "text set in code: \(shown(field.text)) (nothing sent)")
    }
    play.at(3) {
        _ = Observable.just("42").bind(to: typed)
        play.say(zh: "通过这个属性绑定“42”：text = \(shown(field.text))（什么也没发出）", en: "bound \"42\" through the property: text = \(shown(field.text)) (nothing sent)")
    }
    play.at(4) { field.type("!") }
    play.at(5) {
        subscription.dispose()
        play.say(zh: "dispose 之后的 target 数：\(field.targetCount)", en: "targets after dispose: \(field.targetCount)")
    }
    play.sleep(0.6)
}
