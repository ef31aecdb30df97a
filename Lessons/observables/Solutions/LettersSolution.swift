import RxCore
import RxTest

extension Solution {
    /// `--a--b--a--a--a---d---X`. The fix: every letter is booked at the column it is drawn
    /// in, and the closing X is an error event (onError), not a completion.
    static func letters(on scheduler: TestScheduler) -> Observable<String> {
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
}
