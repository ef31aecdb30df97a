import CourseKit
import LessonKit
import RxCore
import RxTestCore

/// `--1--2--3--4--5--6--|`, built from recorded events and drawn back from a probe.
let numbersTerminateNormally = Demo(
    id: "numbers",
    documented: "--1--2--3--4--5--6--| // terminates normally"
) { play in
    let numbers = play.scheduler.createColdObservable([
        Recorded.next(2, 1), .next(5, 2), .next(8, 3), .next(11, 4), .next(14, 5), .next(17, 6),
        .completed(20),
    ])
    play.record("numbers", numbers.asObservable())
    play.sleep(2.0)
    let stream = play.row(named: "numbers")
    play.print(drawing(of: stream) + ending(of: stream))
}
