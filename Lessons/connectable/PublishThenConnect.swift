import CourseKit
import LessonKit
import RxCore

/// publish(): nothing reaches the source until connect(); a subscriber who comes after the
/// connection gets only what follows; disposing the connection stops the source.
let publishThenConnect = Demo(id: "publish-connect", documented: "") { play in
    let ticks = Observable<Int>.interval(.milliseconds(200), scheduler: play.scheduler)
    let published = ticks.publish()
    _ = play.probe("early", published).subscribe(onNext: { play.print("early \($0)") })
    var connection: Disposable?
    play.at(3) {
        play.print("connect")
        connection = published.connect()
    }
    play.at(8) {
        _ = play.probe("late", published).subscribe(onNext: { play.print("late \($0)") })
    }
    play.at(12) {
        play.print("dispose the connection")
        connection?.dispose()
    }
}
