import CourseKit
import LessonKit
import RxCore

/// The same diagram, played cold and hot, each with a subscriber at tick 0 and one at tick 5.
let twoDiagrams = Demo(
    id: "cold-and-hot-diagrams",
    documented: ""
) { play in
    let cold = play.cold("-a--b--c--|")
    let hot = play.hot("-a--b--c--|")
    _ = play.probe("cold", cold).subscribe()
    _ = play.probe("hot", hot).subscribe()
    play.at(5) {
        _ = play.probe("cold", cold).subscribe()
        _ = play.probe("hot", hot).subscribe()
    }
}
