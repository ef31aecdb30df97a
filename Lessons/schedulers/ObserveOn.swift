import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// observe(on:) moves everything below it to another scheduler: here the heavy step to a worker,
/// and the result back to the main thread.
let observeOnMovesDelivery = Demo(
    id: "observe-on",
    documented: ""
) { play in
    MainThread.use(play.scheduler)
    let worker = WorkerScheduler(on: play.scheduler)
    let numbers = play.scheduler.createHotObservable([.next(2, 1), .next(6, 2), .completed(9)])
    _ = numbers
        .do(onNext: { stamp(play, "do(onNext:) \($0)") })
        .observe(on: worker)
        .map { number -> Int in
            stamp(play, "map \(number)")
            return number * 10
        }
        .observe(on: MainThread.scheduler)
        .subscribe(onNext: { stamp(play, "subscribe \($0)") }, onCompleted: { stamp(play, "subscribe completed") })
}
