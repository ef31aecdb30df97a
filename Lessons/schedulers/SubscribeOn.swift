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
    // A job whose subscription reads a file (printed), then emits its contents at once.
    let job = Observable<String>.create { observer in
        stamp(play, "create: reading the file")
        observer.onNext("contents")
        observer.onCompleted()
        return Disposables.create()
    }
    _ = job.subscribe(onNext: { stamp(play, "plain: \($0)") })
    _ = job.subscribe(on: worker).subscribe(onNext: { stamp(play, "subscribe(on:): \($0)") })
    _ = job.subscribe(on: worker).observe(on: MainThread.scheduler)
        .subscribe(onNext: { stamp(play, "subscribe(on:) + observe(on:): \($0)") })
}
