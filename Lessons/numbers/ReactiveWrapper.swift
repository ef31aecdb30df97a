import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// Our own `.rx` member, the way RxCocoa adds `rx.text` to a text field.
extension Reactive where Base: Label {
    /// Shows every string in capitals with an exclamation mark.
    var shouted: Binder<String> {
        Binder(base) { label, text in label.text = text.uppercased() + "!" }
    }
}

/// `.rx` is nothing but a struct holding the object: `Reactive<Base>`.
let reactiveWrapper = Demo(
    id: "reactive-wrapper",
    documented: ""
) { play in
    MainThread.use(play.scheduler)
    let field = TextField()
    let label = Label()
    play.print("type(of: field.rx) = \(type(of: field.rx))")
    play.print("field.rx.base === field: \(field.rx.base === field)")
    play.print("TextField.rx = \(TextField.rx)")
    play.print("type(of: field.rx.text) = \(type(of: field.rx.text))")
    play.print("type(of: label.rx.text) = \(type(of: label.rx.text))")
    _ = Observable.just("hello").bind(to: label.rx.shouted)
    play.print("label.text = \(label.text ?? "nil")")
}
