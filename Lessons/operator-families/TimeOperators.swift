import LessonKit
import RxCore

/// Time: operators that hold values back, let them through at a pace, shift them, or give up.
let timeOperators = Demo(
    id: "time",
    documented: ""
) { play in
    let scheduler = play.scheduler
    let typing = play.hot("-a-b-c------d------")
    _ = show("debounce", typing.debounce(.seconds(3), scheduler: scheduler), on: play)
    _ = show("throttle", typing.throttle(.seconds(3), scheduler: scheduler), on: play)
    _ = show("delay", typing.delay(.seconds(2), scheduler: scheduler), on: play)
    _ = show("timeout", typing.timeout(.seconds(5), scheduler: scheduler), on: play)
    play.sleep(19)
}
