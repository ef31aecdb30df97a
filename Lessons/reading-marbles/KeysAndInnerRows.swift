import CourseKit
import LessonKit
import RxCore

/// Keys and a legend for values too wide to draw, and `↳` rows for inner sequences.
let keysAndInnerRows = Demo(
    id: "keys-and-inner-rows",
    documented: ""
) { play in
    let words = play.cold("-a---b---|").map { $0 == "a" ? "hello" : "world" }
    _ = words.subscribe(onNext: { play.print("t=\(play.now) \($0)") })
    let inner = play.cold("--x--y|")
    let outer = play.cold("-1------2--------|")
    _ = outer.flatMap { _ in inner }.subscribe(onNext: { play.print("t=\(play.now) \($0)") })
}
