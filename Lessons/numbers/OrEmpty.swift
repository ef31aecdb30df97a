import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// orEmpty: String? in, String out; the observer side passes through.
let orEmptyDemo = Demo(
    id: "or-empty",
    documented: ""
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
        play.say(zh: "通过 orEmpty 绑定“hello”：text = \(shown(field.text))", en: "bound \"hello\" through orEmpty: text = \(shown(field.text))")
    }
    play.sleep(0.3)
}
