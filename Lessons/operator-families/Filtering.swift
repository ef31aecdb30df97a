import CourseKit
import LessonKit
import RxCore

/// Filtering: the same source, five ways of letting only some of it through.
let filtering = Demo(
    id: "filtering",
    documented: ""
) { play in
    let numbers = play.scheduler.createHotObservable("-1-2-2-3-4-4-5-|", values: digits, subscribed: 0)
    let stop = play.hot("----------x-")
    _ = show("filter", numbers.filter { $0 % 2 == 0 }, on: play)
    _ = show("distinctUntilChanged", numbers.distinctUntilChanged(), on: play)
    _ = show("take", numbers.take(2), on: play)
    _ = show("skip", numbers.skip(5), on: play)
    _ = show("take(until:)", numbers.take(until: stop), on: play)
}
