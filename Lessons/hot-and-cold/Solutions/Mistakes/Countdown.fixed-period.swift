// Mistake: the numbers come every 2 ticks, the shown scenario's period, and `period` is never read.
// 错误：间隔写死成示例里的 2 拍，根本没有用到 `period`。
import RxCore
import RxTestCore

func countdown(from n: Int, every shownPeriod: Int, on scheduler: TestScheduler) -> Observable<Int> {
    let period = 2
    return Observable.create { observer in
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
