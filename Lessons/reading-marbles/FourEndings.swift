import CourseKit
import LessonKit
import RxCore

struct Broken: Error, CustomStringConvertible {
    var description: String { "broken" }
}

/// The four smallest sequences and how each is drawn: just, empty, never, error.
let fourEndings = Demo(
    id: "four-endings",
    documented: ""
) { play in
    _ = Observable.just("a").subscribe { play.print("just:  t=\(play.now) \($0)") }
    _ = Observable<String>.empty().subscribe { play.print("empty: t=\(play.now) \($0)") }
    _ = Observable<String>.never().subscribe { play.print("never: t=\(play.now) \($0)") }
    _ = Observable<String>.error(Broken()).subscribe { play.print("error: t=\(play.now) \($0)") }
    play.sleep(0.3)
}
