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
    title: Localized(zh: ".rx 是什么：Reactive<Base> 包装", en: "What .rx is: the Reactive<Base> wrapper"),
    explanation: Localized(
        zh: "number1.rx 不是魔法：ReactiveCompatible 协议给类型加了一个 rx 属性，它返回 Reactive(self)，一个只保存 base（原来的对象）的结构体。rx.text 这些成员来自 extension Reactive where Base: TextField。同样的办法也能给标签加自己的绑定：这里的 rx.shouted 是一个 Binder，把字符串变成大写加感叹号再显示。",
        en: "number1.rx is no magic: the ReactiveCompatible protocol gives a type an rx property that returns Reactive(self), a struct that only keeps base, the original object. Members such as rx.text come from extension Reactive where Base: TextField. The same trick adds our own binding to a label: rx.shouted here is a Binder that shows a string in capitals with an exclamation mark."
    ),
    documented: "",
    note: Localized(
        zh: "文档展示了 Reactive 的源码，没有输出；这里打印包装的类型和它做的事。",
        en: "The document shows Reactive's source and prints nothing; here we print the wrapper's type and what it does."
    )
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
