import LessonKit
import RxCocoaKit
import RxCore

/// orEmpty: String? in, String out; the observer side passes through.
let orEmptyDemo = Demo(
    id: "or-empty",
    title: Localized(zh: "orEmpty：把 String? 变成 String", en: "orEmpty: from String? to String"),
    explanation: Localized(
        zh: "rx.text 的元素是 String?，因为 UITextField.text 是可选的。orEmpty 也是一个 ControlProperty：读的一侧 map { $0 ?? \"\" }，写的一侧原样转交。这里输入框开始时 text 是 nil: rx.text 发出 nil, orEmpty 发出 \"\"。输入 a 以后，两边都看到 \"a\"。最后通过 orEmpty 绑定 \"hello\"，它照样写进输入框。",
        en: "rx.text carries String? because UITextField.text is optional. orEmpty is a ControlProperty too: its reading side is map { $0 ?? \"\" }, its writing side passes values through unchanged. The field here starts with text nil: rx.text sends nil, orEmpty sends \"\". After typing a, both see \"a\". Finally \"hello\" is bound through orEmpty and lands in the field all the same."
    ),
    documented: "",
    resolution: 1.0,
    note: Localized(
        zh: "文档只展示了 orEmpty 的源码；这是它在虚拟时钟上的表现。",
        en: "The document only shows orEmpty's source; this is how it behaves on the virtual clock."
    )
) { play in
    MainThread.use(play.scheduler)
    let field = TextField(text: nil)
    let bag = DisposeBag()
    // The marble row draws nil as "nil" (a probe of its own, so the printed lines keep Swift's optional).
    play.record("rx.text", field.rx.text.map { $0 ?? "nil" })
    field.rx.text
        .subscribe(onNext: { play.print("rx.text         → \(shown($0))") })
        .disposed(by: bag)
    play.probe("rx.text.orEmpty", field.rx.text.orEmpty)
        .subscribe(onNext: { play.print("rx.text.orEmpty → \(shown($0))") })
        .disposed(by: bag)
    play.at(1) { field.type("a") }
    play.at(2) {
        Observable.just("hello").bind(to: field.rx.text.orEmpty).disposed(by: bag)
        play.print("bound \"hello\" through orEmpty: text = \(shown(field.text))")
    }
    play.sleep(3)
}
