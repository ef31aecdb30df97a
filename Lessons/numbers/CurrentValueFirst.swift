import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// combineLatest waits for every source; rx.text does not make it wait, `changed` does.
let currentValueFirst = Demo(
    id: "current-value-first",
    documented: ""
) { play in
    MainThread.use(play.scheduler)
    let first = TextField(), second = TextField(), third = TextField()
    let bag = DisposeBag()
    func sum(_ a: String, _ b: String, _ c: String) -> Int { number(a) + number(b) + number(c) }

    play.probe("with rx.text", Observable.combineLatest(first.rx.text.orEmpty, second.rx.text.orEmpty, third.rx.text.orEmpty, resultSelector: sum))
        .subscribe(onNext: { play.print("rx.text  → \($0)") })
        .disposed(by: bag)
    play.probe("with .changed", Observable.combineLatest(first.rx.text.orEmpty.changed, second.rx.text.orEmpty.changed, third.rx.text.orEmpty.changed, resultSelector: sum))
        .subscribe(onNext: { play.print(".changed → \($0)") })
        .disposed(by: bag)

    play.at(1) { first.type("1") }
    play.at(2) { second.type("2") }
    play.at(3) { third.type("3") }
    play.sleep(0.4)
    withExtendedLifetime(bag) {}
}
