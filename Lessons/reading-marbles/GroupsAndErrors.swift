import CourseKit
import LessonKit
import RxCore

/// A wide value, a group (two events on one tick) and an error, read off one diagram.
let groupsAndErrors = Demo(
    id: "groups-and-errors",
    documented: ""
) { play in
    let letters = play.probe("letters", play.cold("-a-(bc)--hi-#"))
    _ = letters.subscribe { event in
        play.print("t=\(play.now) \(event)")
    }
}
