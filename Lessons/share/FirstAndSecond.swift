import LessonKit
import RxCore

/// The chapter's two-subscriber run, shared by its demos: First and Second subscribe to
/// `counter` (each probed as its own row); First leaves after 0.5 s, Second after 1.0 s.
func runFirstAndSecond(_ counter: Observable<Int>, on play: Playground) {
    play.print("Started ----")
    let first = play.probe("first", counter).subscribe(onNext: { play.print("First \($0)") })
    let second = play.probe("second", counter).subscribe(onNext: { play.print("Second \($0)") })
    play.sleep(0.5)
    first.dispose()
    play.sleep(0.5)
    second.dispose()
    play.print("Ended ----")
}
