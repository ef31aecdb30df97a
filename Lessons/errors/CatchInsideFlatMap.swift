import CourseKit
import LessonKit
import RxCore

/// The value a feed request returns (the document's JSON type, reduced to a number).
struct JSON: CustomStringConvertible {
    let value: Int
    init(_ value: Int) { self.value = value }
    var description: String { "JSON(\(value))" }
}

struct FeedUnavailable: Error, CustomStringConvertible {
    var description: String { "feed unavailable" }
}

/// A fake API on the virtual clock: answers a tick later, fails for "important karate".
private func loadFeed(_ word: String, _ play: Playground) -> Observable<JSON> {
    Observable<Int>.timer(.milliseconds(100), scheduler: play.scheduler)
        .flatMap { _ -> Observable<JSON> in
            word.contains("karate") ? .error(FeedUnavailable()) : .just(JSON(word.count))
        }
}

/// catch inside flatMap keeps the outer sequence alive; outside it ends it.
let catchInsideFlatMap = Demo(
    id: "catch-inside-flat-map",
    documented: ""
) { play in
    let words = play.scheduler.createHotObservable([
        .next(1, "important yoga"), .next(3, "important karate"), .next(4, "boring chess"),
        .next(5, "important sailing"), .completed(7),
    ])
    let important = play.probe("word", words).share().filter { (s: String) -> Bool in s.contains("important") }

    let inside = important.flatMap { (word: String) -> Observable<JSON> in
        loadFeed(word, play)
            .catch { (error: Error) -> Observable<JSON> in .just(JSON(1)) }
    }
    let outside = important
        .flatMap { (word: String) -> Observable<JSON> in loadFeed(word, play) }
        .catch { (error: Error) -> Observable<JSON> in .just(JSON(1)) }

    _ = play.probe("catch inside", inside).subscribe(onNext: { play.print("inside: \($0)") }, onCompleted: { play.print("inside: completed") })
    _ = play.probe("catch outside", outside).subscribe(onNext: { play.print("outside: \($0)") }, onCompleted: { play.print("outside: completed") })
    play.sleep(0.8) // a test scheduler's hot observable must outlive its events
}
