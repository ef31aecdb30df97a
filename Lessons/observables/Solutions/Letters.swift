import RxCore
import RxTestCore

/// The error that ends the letters.
/// 让字母序列结束的错误。
struct LettersFailed: Error {}

/// `--a--b--a--a--a---d---X`. The fix: every letter is booked at the column it is drawn
/// in, and the closing X is an error event (onError), not a completion.
/// `--a--b--a--a--a---d---X`。改法：每个字母都安排在图里它所在的那一列，
/// 结尾的 X 是一个 error 事件（onError），而不是 completed。
func letters(on scheduler: TestScheduler) -> Observable<String> {
    Observable.create { observer in
        let plan: [(tick: Int, letter: String)] = [(2, "a"), (5, "b"), (8, "a"), (11, "a"), (14, "a"), (18, "d")]
        var bookings = plan.map { step in
            scheduler.scheduleRelative((), dueTime: .seconds(step.tick)) { _ in
                observer.onNext(step.letter)
                return Disposables.create()
            }
        }
        bookings.append(scheduler.scheduleRelative((), dueTime: .seconds(22)) { _ in
            observer.onError(LettersFailed())
            return Disposables.create()
        })
        return Disposables.create(bookings)
    }
}
