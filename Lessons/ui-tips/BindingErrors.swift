import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// An error must never reach a binding: catch it first, or use a Driver.
let errorsAtTheUIEdge = Demo(
    id: "binding-errors",
    documented: ""
) { play in
    let api = SearchAPI(play)
    let direct = Label()
    let caught = Label()
    let driven = Label()
    let bag = DisposeBag()

    play.probe("direct", api.getSearchResults("Rx?").map { $0.count })
        .map { "\($0) results" }
        .bind(to: direct.rx.text)
        .disposed(by: bag)

    play.probe("catchAndReturn", api.getSearchResults("Rx?").catchAndReturn([]).map { $0.count })
        .map { "\($0) results" }
        .bind(to: caught.rx.text)
        .disposed(by: bag)

    api.rawSearchResults("Rx?")
        .asDriver(onErrorJustReturn: [])
        .map { "\($0.count) results" }
        .drive(driven.rx.text)
        .disposed(by: bag)

    play.sleep(1.0)
    play.say(zh: "直接绑定：\(direct.text ?? "nil")", en: "bound directly: \(direct.text ?? "nil")")
    play.print("catchAndReturn: \(caught.text ?? "nil")")
    play.print("Driver: \(driven.text ?? "nil")")
}
