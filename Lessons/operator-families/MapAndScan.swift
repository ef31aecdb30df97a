import CourseKit
import LessonKit
import RxCore

/// Transforming, one value at a time: map changes each value, scan carries a running result.
let mapAndScan = Demo(
    id: "map-and-scan",
    documented: ""
) { play in
    let numbers = play.scheduler.createColdObservable("--1--2--3--|", values: digits)
    _ = show("map", numbers.map { $0 * 10 }, on: play)
    _ = show("scan", numbers.scan(0) { total, next in total + next }, on: play)
}
