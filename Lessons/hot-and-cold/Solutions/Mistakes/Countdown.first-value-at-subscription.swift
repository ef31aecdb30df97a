// Mistake: step i booked at period × i, so the first number comes at the subscription instead of a period later.
// 错误：第 i 步安排在 `period × i`，第一个数在订阅那一拍就来了，而不是过一个周期之后。
import RxCore
import RxTestCore

func countdown(from n: Int, every period: Int, on scheduler: TestScheduler) -> Observable<Int> {
    Observable.create { observer in
        var bookings = (0..<n).map { step in
            scheduler.scheduleRelative((), dueTime: .milliseconds(100 * period * step)) { _ in
                observer.onNext(n - step)
                return Disposables.create()
            }
        }
        bookings.append(scheduler.scheduleRelative((), dueTime: .milliseconds(100 * period * n)) { _ in
            observer.onCompleted()
            return Disposables.create()
        })
        return Disposables.create(bookings)
    }
}
