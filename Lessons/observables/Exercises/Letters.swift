import RxCore
import RxTest

/// The error that ends the letters.
struct LettersFailed: Error {}

extension Attempt {
    /// Should be `--a--b--a--a--a---d---X` on `scheduler`: one column is one tick (1 s).
    static func letters(on scheduler: TestScheduler) -> Observable<String> {
        Observable.create { observer in
            // TODO: book every letter at its tick, and end with an error at tick 22.
            let plan: [(tick: Int, letter: String)] = [(2, "a"), (5, "b")]
            var bookings = plan.map { step in
                scheduler.scheduleRelative((), dueTime: .seconds(step.tick)) { _ in
                    observer.onNext(step.letter)
                    return Disposables.create()
                }
            }
            bookings.append(scheduler.scheduleRelative((), dueTime: .seconds(8)) { _ in
                observer.onCompleted()
                return Disposables.create()
            })
            return Disposables.create(bookings)
        }
    }
}
