import CourseKit
import LessonKit
import RxCore

/// share(replay: 1) with each scope: the first subscriber leaves, which disconnects, and a
/// newcomer connects again. .whileConnected starts with a new, empty subject; .forever keeps
/// the old one and replays a value of the old connection first.
let shareScopes = Demo(id: "share-scope", documented: "") { play in
    let ticks = Observable<Int>.interval(.milliseconds(300), scheduler: play.scheduler)
    let whileConnected = ticks.share(replay: 1, scope: .whileConnected)
    let forever = ticks.share(replay: 1, scope: .forever)
    let firsts = [
        play.probe("whileConnected, first", whileConnected).subscribe(),
        play.probe("forever, first", forever).subscribe(),
    ]
    play.at(7) { firsts.forEach { $0.dispose() } }
    play.at(8) {
        let newcomers = [
            play.probe("whileConnected, newcomer", whileConnected).subscribe(onNext: { play.print("whileConnected: \($0) at tick \(play.now)") }),
            play.probe("forever, newcomer", forever).subscribe(onNext: { play.print("forever: \($0) at tick \(play.now)") }),
        ]
        play.at(15) { newcomers.forEach { $0.dispose() } }
    }
}
