import CourseKit
import LessonKit
import RxCore

/// Combining: two sources, five ways of making one sequence of them.
let combining = Demo(
    id: "combining",
    documented: ""
) { play in
    let letters = play.hot("-a---b---c---|")
    let digits = play.hot("---1---2---|")
    _ = show("merge", Observable.merge(letters, digits), on: play)
    _ = show("combineLatest", Observable.combineLatest(letters, digits) { $0 + $1 }, on: play)
    _ = show("zip", Observable.zip(letters, digits) { $0 + $1 }, on: play)
    _ = show("startWith", letters.startWith("s"), on: play)
    _ = show("withLatestFrom", letters.withLatestFrom(digits) { $0 + $1 }, on: play)
}
