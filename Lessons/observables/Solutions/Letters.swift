import RxCore
import RxTestCore

/// The error that ends the letters.
/// 让字母序列结束的错误。
struct LettersFailed: Error {}

/// The fix: every step of the plan is booked at its tick, not only the first two, and the
/// closing X is an error event (onError), not a completion.
/// 改法：计划里的每一步都安排在它的那一拍，而不只是前两步；结尾的 X 是一个 error 事件
/// （onError），而不是 completed。
func letters(_ plan: [(tick: Int, letter: String)], failAt end: Int, on scheduler: TestScheduler) -> Observable<String> {
    Observable.create { observer in
        var bookings = plan.map { step in
            scheduler.scheduleRelative((), dueTime: .milliseconds(100 * step.tick)) { _ in
                observer.onNext(step.letter)
                return Disposables.create()
            }
        }
        bookings.append(scheduler.scheduleRelative((), dueTime: .milliseconds(100 * end)) { _ in
            observer.onError(LettersFailed())
            return Disposables.create()
        })
        return Disposables.create(bookings)
    }
}
