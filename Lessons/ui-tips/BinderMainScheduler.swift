import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// RxSwift 6's Binder (RxCocoa's in 4 and 5): an element from a background thread is moved to the main thread.
let binderMovesToMain = Demo(
    id: "binder-main-scheduler",
    documented: ""
) { play in
    let api = SearchAPI(play)
    let label = Label()
    let bag = DisposeBag()
    // RxCocoa 6's label.rx.text: `Binder(self.base) { label, text in label.text = text }`, scheduler MainScheduler().
    let text = Binder<String?>(label, scheduler: MainThread.scheduler) { label, text in label.text = text }

    label.rx.textChanges
        .subscribe(onNext: { play.say(zh: "label: 第 \(play.now) 拍收到 \($0)", en: "label: \($0) at tick \(play.now)") })
        .disposed(by: bag)
    play.probe("raw results", api.rawSearchResults("Rx").map { $0.count })
        .map { "\($0) results" }
        .bind(to: text)
        .disposed(by: bag)

    play.sleep(1.0)
    play.say(zh: "标签显示：\(label.text ?? "nil")", en: "label shows: \(label.text ?? "nil")")
}
