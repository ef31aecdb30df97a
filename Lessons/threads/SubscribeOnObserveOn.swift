import CourseKit
import LessonKit
import RxBlocking
import RxCore

/// Which code each operator moves, on real queues: subscribe(on:) moves the subscription (the
/// body of create, and what it emits while subscribed); observe(on:) moves what comes below it.
let subscribeOnAndObserveOn = Demo(
    id: "subscribe-on-vs-observe-on",
    documented: ""
) { play in
    // Real threads have no ticks to draw: the chains are left out of the figure.
    Trace.paused {
        let io = NamedQueue("io"), ui = NamedQueue("ui")
        func show(_ title: String, _ chain: (Observable<String>) -> Observable<String>) {
            let log = SharedLog()
            let read = Observable<String>.create { observer in
                log.add("create ran on \(NamedQueue.current)")
                observer.onNext("text")
                observer.onCompleted()
                return Disposables.create()
            }
            _ = try? chain(read)
                .do(onNext: { value in log.add("got \"\(value)\" on \(NamedQueue.current)") })
                .toBlocking()
                .toArray()
            io.drain()
            ui.drain()
            play.print(title)
            play.print("   ", log.lines.joined(separator: "; "))
        }
        let parse = { (text: String) -> String in "\(text) parsed on \(NamedQueue.current)" }
        show("read.map(parse)") { $0.map(parse) }
        show("read.subscribe(on: io).map(parse)") { $0.subscribe(on: io.scheduler).map(parse) }
        show("read.observe(on: io).map(parse)") { $0.observe(on: io.scheduler).map(parse) }
        show("read.subscribe(on: io).map(parse).observe(on: ui)") {
            $0.subscribe(on: io.scheduler).map(parse).observe(on: ui.scheduler)
        }
    }
}
