import CourseKit
import LessonKit
import RxCore

/// The checkpoint's problem as it stands: raw scores reach a board and a late viewer.
let scoresWithoutABoard = Demo(
    id: "raw-scores",
    documented: ""
) { play in
    let scores = PublishSubject<Int>()
    _ = scores.subscribe(onNext: { play.print("board: \($0) at tick \(play.now)") })
    play.at(9) {
        _ = scores.subscribe(onNext: { play.print("viewer: \($0) at tick \(play.now)") })
    }
    for (tick, score) in [(2, 5), (5, 3), (8, 8), (11, 8), (14, 2), (17, 11)] {
        play.at(tick) { scores.onNext(score) }
    }
}
