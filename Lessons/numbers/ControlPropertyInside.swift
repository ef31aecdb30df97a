import LessonKit
import RxCocoaKit
import RxCore

/// controlProperty(editingEvents:getter:setter:) step by step.
let controlPropertyInside = Demo(
    id: "control-property",
    title: Localized(zh: "ControlProperty 内部：getter、setter 和编辑事件", en: "Inside a ControlProperty: getter, setter and editing events"),
    explanation: Localized(
        zh: "rx.text 就是 controlProperty(editingEvents:getter:setter:) 的结果，这里自己做一个。订阅时：先用 getter 发出当前文字，再给输入框加一个 target，监听 editingEvents。用户每次编辑，target 就再调用 getter 发出新值。代码直接改 text 不会触发编辑事件，所以什么都不发。把值 bind(to:) 这个属性时，它作为观察者用 setter（包在一个 Binder 里）写进输入框，同样不发事件。dispose 时 target 被移除。",
        en: "rx.text is what controlProperty(editingEvents:getter:setter:) returns; here we build one ourselves. On subscription it first sends the current text through the getter, then adds a target to the field for the editing events. Each edit by the user makes the target call the getter again and send the new value. Setting text in code is no editing event, so nothing is sent. Binding a value to the property uses it as an observer: the setter (wrapped in a Binder) writes into the field, again without an event. Disposing removes the target."
    ),
    documented: "",
    resolution: 1.0,
    note: Localized(
        zh: "文档逐行解释了 controlProperty 的源码，没有输出；这里把每一步打印出来。",
        en: "The document walks through controlProperty's source without printing anything; here every step prints."
    )
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
