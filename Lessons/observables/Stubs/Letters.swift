import RxCore
import RxTestCore

/// The error that ends the letters.
/// 让字母序列结束的错误。
struct LettersFailed: Error {}

/// Should be `--a--b--a--a--a---d---X` on `scheduler`: one column is one tick (1 s).
/// 在 `scheduler` 上应该是 `--a--b--a--a--a---d---X`：一列就是一拍（1 秒）。
func letters(on scheduler: TestScheduler) -> Observable<String> {
    Observable.create { observer in
        // TODO: book every letter at its tick, and end with an error at tick 22.
        // TODO（中文）：把每个字母都安排在它的那一拍，并在第 22 拍以一个错误结束。
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
