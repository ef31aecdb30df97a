import LessonKit
import RxCore

/// The document's myInterval, with the DispatchSource timer replaced by a periodic job on
/// the playground's scheduler. It prints when it is subscribed and disposed.
func myInterval(_ interval: Double, scheduler: SchedulerType, play: Playground) -> Observable<Int> {
    Observable.create { observer in
        play.print("Subscribed")
        let period = RxTimeInterval.milliseconds(Int(interval * 1_000))
        var timer: Disposable?
        let cancel = Disposables.create {
            play.print("Disposed")
            timer?.dispose()
        }
        timer = scheduler.schedulePeriodic(0, startAfter: period, period: period) { next in
            if cancel.isDisposed {
                return next
            }
            observer.on(.next(next))
            return next + 1
        }
        return cancel
    }
}
