import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// MainScheduler's rule, on the kit's main thread: scheduled from the main thread with nothing
/// queued, work runs at once; scheduled from the background, it waits its turn (a tick here).
let mainSchedulerHop = Demo(
    id: "main-scheduler",
    documented: ""
) { play in
    MainThread.use(play.scheduler)
    let worker = WorkerScheduler(on: play.scheduler)
    play.at(2) {
        _ = Observable.just(1)
            .observe(on: MainThread.scheduler)
            .subscribe(onNext: { stamp(play, "subscribe \($0)") })
    }
    play.at(5) {
        _ = Observable.just(2)
            .subscribe(on: worker)
            .do(onNext: { stamp(play, "do(onNext:) \($0)") })
            .observe(on: MainThread.scheduler)
            .subscribe(onNext: { stamp(play, "subscribe \($0)") })
    }
}
