import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// subscribe(on:) moves the subscription (the work `create` does when someone subscribes) to
/// another scheduler; events are delivered where the source emits them: a source that
/// emits while subscribed emits on that scheduler too.
let subscribeOnMovesSubscription = Demo(
    id: "subscribe-on",
    documented: ""
) { play in
    MainThread.use(play.scheduler)
    let worker = WorkerScheduler(on: play.scheduler)
    // A job that reads a file when subscribed (the `create` line printed), then emits it at once.
    let job = Observable<String>.create { observer in
        stamp(play, "create")
        observer.onNext("file")
        observer.onCompleted()
        return Disposables.create()
    }
    _ = job.subscribe(onNext: { stamp(play, "subscribe \($0)") })
    _ = job.subscribe(on: worker).subscribe(onNext: { stamp(play, "subscribe(on:) \($0)") })
    _ = job.subscribe(on: worker).observe(on: MainThread.scheduler)
        .subscribe(onNext: { stamp(play, "subscribe(on:).observe(on:) \($0)") })
}
