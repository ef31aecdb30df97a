import CourseKit
import LessonKit
import RxCore

/// rx.observeWeakly does not hold the object: when it goes away, nil and completed.
let observeWeaklyFinishesWithNil = Demo(
    id: "observe-weakly",
    documented: ""
) { play in
    final class SuspiciousViewController: KVOObject {
        var behavingOk = true {
            didSet { didChangeValue(forKey: "behavingOk") }
        }
        var onDeinit: (() -> Void)?
        deinit { onDeinit?() }
    }
    var someSuspiciousViewController: SuspiciousViewController? = SuspiciousViewController()
    someSuspiciousViewController?.onDeinit = { play.print("controller deinit") }
    _ = play.probe("observeWeakly", someSuspiciousViewController!.rx.observeWeakly(Bool.self, "behavingOk").map { $0.map { "\($0)" } ?? "nil" })
        .subscribe(onNext: { play.print("behavingOk \($0)") }, onCompleted: { play.print("completed") })
    play.sleep(0.2)
    someSuspiciousViewController?.behavingOk = false
    play.sleep(0.2)
    someSuspiciousViewController = nil
    play.sleep(0.2)
}
