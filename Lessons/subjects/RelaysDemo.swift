import CourseKit
import LessonKit
import RxCore

/// PublishRelay and BehaviorRelay: subjects that only take values (accept) and never end.
let relaysDemo = Demo(
    id: "relays",
    documented: ""
) { play in
    let taps = PublishRelay<String>()
    let count = BehaviorRelay(value: 0)
    _ = play.probe("taps", taps).subscribe { play.print("taps:  t=\(play.now) \($0)") }
    _ = play.probe("count", count.asObservable()).subscribe { play.print("count: t=\(play.now) \($0)") }
    for tick in [3, 5, 8] {
        play.at(tick) {
            taps.accept("t")
            count.accept(count.value + 1)
        }
    }
    play.at(10) {
        _ = play.probe("late", count).subscribe { play.print("late:  t=\(play.now) \($0)") }
        play.print("t=\(play.now) count.value is \(count.value)")
    }
}
