// Mistake: the closing X sent as onCompleted instead of onError.
// 错误：结尾的 X 发成了 onCompleted，而不是 onError。
import RxCore
import RxTestCore

func letters(_ plan: [(tick: Int, letter: String)], failAt end: Int, on scheduler: TestScheduler) -> Observable<String> {
    Observable.create { observer in
        var bookings = plan.map { step in
            scheduler.scheduleRelative((), dueTime: .milliseconds(100 * step.tick)) { _ in
                observer.onNext(step.letter)
                return Disposables.create()
            }
        }
        bookings.append(scheduler.scheduleRelative((), dueTime: .milliseconds(100 * end)) { _ in
            observer.onCompleted()
            return Disposables.create()
        })
        return Disposables.create(bookings)
    }
}
