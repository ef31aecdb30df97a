// Mistake: `.milliseconds(tick)` where a tick is 100 ms, so every step fires at once.
// 错误：写成了 `.milliseconds(tick)`，可一拍是 100 毫秒，所以每一步都一下子发了出来。
import RxCore
import RxTestCore

struct LettersFailed: Error {}

func letters(_ plan: [(tick: Int, letter: String)], failAt end: Int, on scheduler: TestScheduler) -> Observable<String> {
    Observable.create { observer in
        var bookings = plan.map { step in
            scheduler.scheduleRelative((), dueTime: .milliseconds(step.tick)) { _ in
                observer.onNext(step.letter)
                return Disposables.create()
            }
        }
        bookings.append(scheduler.scheduleRelative((), dueTime: .milliseconds(end)) { _ in
            observer.onError(LettersFailed())
            return Disposables.create()
        })
        return Disposables.create(bookings)
    }
}
