import CourseKit
import LessonKit
import RxCore
import RxTestCore

/// The same kind of script, hot and cold: a hot one plays at absolute times, a cold one plays
/// again for each subscription, from the tick it was subscribed.
let hotAndColdScripts = Demo(
    id: "hot-and-cold-scripts",
    documented: ""
) { play in
    let scheduler = play.scheduler
    let hot = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(420, 3), .completed(600)])
    let cold = scheduler.createColdObservable([.next(20, 7), .next(50, 8), .completed(100)])
    let hotSeen = scheduler.createObserver(Int.self)
    let coldFirst = scheduler.createObserver(Int.self)
    let coldSecond = scheduler.createObserver(Int.self)
    var subscriptions: [Disposable] = []
    scheduler.scheduleAt(200) {
        subscriptions.append(hot.subscribe(hotSeen))
        subscriptions.append(cold.subscribe(coldFirst))
    }
    scheduler.scheduleAt(400) { subscriptions.append(cold.subscribe(coldSecond)) }
    scheduler.scheduleAt(700) { subscriptions.forEach { $0.dispose() } }
    scheduler.start()
    play.print("hotSeen.events:", Literal.of(hotSeen.events))
    play.print("coldFirst.events:", Literal.of(coldFirst.events))
    play.print("coldSecond.events:", Literal.of(coldSecond.events))
    play.print("hot.subscriptions:", Literal.of(hot.subscriptions))
    play.print("cold.subscriptions:", Literal.of(cold.subscriptions))
}
