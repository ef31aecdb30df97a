import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// The example itself: combineLatest of the three fields, summed, bound to the label.
let sumOfThreeFields = Demo(
    id: "sum",
    documented: ""
) { play in
    MainThread.use(play.scheduler)
    do {
        let screen = NumbersScreen()
        play.record("first", screen.first.rx.text.orEmpty.changed)
        play.record("second", screen.second.rx.text.orEmpty.changed)
        play.record("third", screen.third.rx.text.orEmpty.changed)
        _ = play.probe("total label", screen.total.rx.textChanges)
            .subscribe(onNext: { play.print("total = \($0)") })
        screen.viewDidLoad()

        play.sleep(0.2); screen.first.type("1")
        play.sleep(0.2); screen.second.type("2")
        play.sleep(0.2); screen.third.type("3")
        play.sleep(0.2); screen.first.type("0")
        play.sleep(0.2); screen.third.deleteBackward()
        play.sleep(0.2); screen.second.type("x")
        play.sleep(0.2)
    }
    // The screen is gone (tick 14): each field's property completes, take(until: deallocated).
}
