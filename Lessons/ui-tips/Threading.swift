import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// Network results arrive off the main thread; bind them only after observe(on:).
let bindOnTheMainThread = Demo(
    id: "threading",
    documented: ""
) { play in
    let api = SearchAPI(play)
    let offMainLabel = Label()
    let onMainLabel = Label()
    let bag = DisposeBag()

    play.probe("raw results", api.rawSearchResults("Rx").map { $0.count })
        .map { "\($0) results" }
        .bind(to: offMainLabel.rx.text)
        .disposed(by: bag)

    play.probe("observe(on: main)", api.rawSearchResults("Rx").observe(on: MainThread.scheduler).map { $0.count })
        .map { "\($0) results" }
        .bind(to: onMainLabel.rx.text)
        .disposed(by: bag)

    play.sleep(1.0)
    play.say(zh: "在后台线程绑定：\(offMainLabel.text ?? "nil")", en: "off main: \(offMainLabel.text ?? "nil")")
    play.say(zh: "切到主线程后绑定：\(onMainLabel.text ?? "nil")", en: "observed on main: \(onMainLabel.text ?? "nil")")
}
