import CourseKit
import LessonKit
import RxCore

/// Time: operators that hold values back, let them through at a pace, shift them, or give up.
let timeOperators = Demo(
    id: "time",
    documented: ""
) { play in
    let scheduler = play.scheduler
    let typing = play.hot("-a-b-c------d------")
    _ = show("debounce", typing.debounce(.milliseconds(300), scheduler: scheduler), on: play)
    _ = show("throttle", typing.throttle(.milliseconds(300), scheduler: scheduler), on: play)
    _ = show("delay", typing.delay(.milliseconds(200), scheduler: scheduler), on: play)
    _ = show("timeout", typing.timeout(.milliseconds(500), scheduler: scheduler), on: play)
    play.sleep(1.9)
}
