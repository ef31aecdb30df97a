import CourseKit
import LessonKit
import RxCore

/// replay(2): the connection keeps the last two values for whoever subscribes later.
let replayForLateSubscribers = Demo(id: "replay-late", documented: "") { play in
    let ticks = Observable<Int>.interval(.milliseconds(500), scheduler: play.scheduler)
    let replayed = ticks.replay(2)
    let connection = replayed.connect()
    play.at(16) {
        _ = play.probe("late", replayed).subscribe(onNext: { play.print("late \($0) at tick \(play.now)") })
    }
    play.at(22) { connection.dispose() }
}
