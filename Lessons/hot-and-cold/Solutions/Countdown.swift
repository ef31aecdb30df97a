import RxCore
import RxTestCore

/// Inside Observable.create the bookings are made when someone subscribes, and again for
/// every subscriber: a cold sequence. Returning them as one disposable lets the end (or a
/// dispose) cancel what is left.
/// 放进 Observable.create 里，安排事件这一步就在有人订阅时才做，而且每个订阅者各做一次：这就是冷序列。
/// 把它们合成一个 disposable 交回去，结束（或 dispose）时还没执行的安排就会取消。
func countdown(from n: Int, every period: Int, on scheduler: TestScheduler) -> Observable<Int> {
    Observable.create { observer in
        var bookings = (0..<n).map { step in
            scheduler.scheduleRelative((), dueTime: .milliseconds(100 * period * (step + 1))) { _ in
                observer.onNext(n - step)
                return Disposables.create()
            }
        }
        bookings.append(scheduler.scheduleRelative((), dueTime: .milliseconds(100 * period * (n + 1))) { _ in
            observer.onCompleted()
            return Disposables.create()
        })
        return Disposables.create(bookings)
    }
}
