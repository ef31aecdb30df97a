import CourseKit
import LessonKit
import RxCore

/// The document's `view.rx.observe(CGRect.self, "frame")` and its `observeWeakly` twin.
let observeTheFrame = Demo(
    id: "observe-frame",
    documented: ""
) { play in
    let view = KVOView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let bag = DisposeBag()
    // Both send Rect? (nil when the key holds no Rect); spelled out so nil would print as nil.
    play.probe("observe", view.rx.observe(Rect.self, "frame").map { $0.map { "\($0)" } ?? "nil" })
        .subscribe(onNext: { frame in play.print("observe       \(frame)") })
        .disposed(by: bag)
    play.probe("observeWeakly", view.rx.observeWeakly(Rect.self, "frame").map { $0.map { "\($0)" } ?? "nil" })
        .subscribe(onNext: { frame in play.print("observeWeakly \(frame)") })
        .disposed(by: bag)
    play.sleep(0.2)
    view.frame.height = 240
    play.sleep(0.2)
    view.frame = Rect(x: 0, y: 0, width: 480, height: 320)
    play.sleep(0.2)
}
