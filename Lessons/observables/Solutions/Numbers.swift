import RxCore
import RxTest

/// `--1--2--3--4--5--6--|`. The fix: instead of sending everything during subscribe,
/// book each number on the scheduler at the column it is drawn in (ticks 2, 5, … 17, that is
/// 3 × number − 1), and the completion at tick 20, as the letters demo books its letters.
/// Returning the bookings' disposable lets an early dispose cancel the ones still waiting.
/// `--1--2--3--4--5--6--|`。改法：不要在订阅时一口气发完，而是像字母的演示那样，
/// 把每个数安排在调度器上它在图里所在的那一列（第 2、5……17 拍，也就是 3 × 数 − 1），
/// 把 completed 安排在第 20 拍。把这些安排的 disposable 交回去，提前 dispose 时就能取消还在等的那些。
func numbers(on scheduler: TestScheduler) -> Observable<Int> {
    Observable.create { observer in
        var bookings = (1...6).map { number in
            scheduler.scheduleRelative((), dueTime: .seconds(3 * number - 1)) { _ in
                observer.onNext(number)
                return Disposables.create()
            }
        }
        bookings.append(scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
            observer.onCompleted()
            return Disposables.create()
        })
        return Disposables.create(bookings)
    }
}
