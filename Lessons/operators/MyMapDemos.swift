import CourseKit
import LessonKit
import RxCore

private let documentedMyMap = """
Subscribed
This is simply 0
This is simply 1
This is simply 2
This is simply 3
This is simply 4
This is simply 5
This is simply 6
This is simply 7
This is simply 8
...
"""

/// Both myMap demos' run: `mapped` is applied to the chapter's myInterval (each probed as its
/// own row, the result under `name`); every string prints, and the result is disposed after
/// 0.9 s, right after 8.
private func printForNineTenths(_ play: Playground, _ name: String, _ mapped: (Observable<Int>) -> Observable<String>) {
    let subscription = play.probe(name, mapped(play.probe("myInterval", myInterval(0.1, on: play))))
        .subscribe(onNext: { play.print($0) })
    play.sleep(0.9)
    subscription.dispose()
}

/// The easy way: an operator built with create.
let myMapTheEasyWay = Demo(
    id: "my-map-easy",
    documented: documentedMyMap
) { play in
    printForNineTenths(play, "myMap") { $0.myMap { "This is simply \($0)" } }
}

/// The harder, more performant way: Producer and Sink.
let myMapWithProducerAndSink = Demo(
    id: "my-map-producer",
    documented: "", // the document describes this way in prose and prints nothing for it
) { play in
    printForNineTenths(play, "myMapFast") { $0.myMapFast { "This is simply \($0)" } }
}

/// Side by side with the built-in map, error included.
let myMapBehavesLikeMap = Demo(
    id: "my-map-vs-map",
    documented: ""
) { play in
    struct SensorError: Error, CustomStringConvertible { var description: String { "sensor unplugged" } }
    let source = play.scheduler.createHotObservable([
        .next(1, 1), .next(2, 2), .next(3, 3), .error(4, SensorError()),
    ])
    _ = source.map { $0 * 10 }.subscribe { play.print("map        \($0)") }
    _ = play.probe("myMap", source.myMap { $0 * 10 }).subscribe { play.print("myMap      \($0)") }
    _ = play.probe("myMapFast", source.myMapFast { $0 * 10 }).subscribe { play.print("myMapFast  \($0)") }
    play.sleep(5) // a test scheduler's hot observable must outlive its events
}
