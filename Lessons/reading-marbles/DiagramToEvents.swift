import CourseKit
import LessonKit
import RxCore

/// A diagram read as events: each character is one tick, `|` the completion.
let diagramToEvents = Demo(
    id: "diagram-to-events",
    documented: ""
) { play in
    let numbers = play.probe("numbers", play.cold("--1--2--3--|"))
    _ = numbers.subscribe { event in
        play.print("t=\(play.now) \(event)")
    }
}
