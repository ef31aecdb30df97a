import CourseKit
import LessonKit
import RxCore

/// Transforming into sequences: each value starts an inner sequence; flatMap, flatMapLatest
/// and concatMap differ only in what they do when a new one starts before the last has ended.
let threeFlatMaps = Demo(
    id: "flat-maps",
    documented: ""
) { play in
    let scheduler = play.scheduler
    let letters = play.hot("-a--b------|")
    // Each letter becomes two answers, 3 and 6 ticks after it arrives.
    func answers(_ letter: String) -> Observable<String> {
        Observable<Int>.interval(.milliseconds(300), scheduler: scheduler).take(2).map { "\(letter)\($0 + 1)" }
    }
    _ = show("flatMap", letters.flatMap(answers), on: play)
    _ = show("flatMapLatest", letters.flatMapLatest(answers), on: play)
    _ = show("concatMap", letters.concatMap(answers), on: play)
}
