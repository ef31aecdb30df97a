import RxCore
import RxTestCore

/// The error that ends the letters.
/// 让字母序列结束的错误。
struct LettersFailed: Error {}

/// Should send every letter of `plan` at its tick (counted from the subscription), then fail
/// at tick `end`: the shown plan is `--a--b--a--a--a---d---X`.
/// 应该在 `plan` 里每个字母的那一拍（从订阅算起）发出它，然后在第 `end` 拍以错误结束：
/// 题目给出的计划是 `--a--b--a--a--a---d---X`。
func letters(_ plan: [(tick: Int, letter: String)], failAt end: Int, on scheduler: TestScheduler) -> Observable<String> {
    Observable.create { observer in
        // TODO: book every letter of the plan, and end with an error at tick `end`.
        // TODO（中文）：把计划里的每个字母都安排好，并在第 `end` 拍以一个错误结束。
        var bookings = plan.prefix(2).map { step in
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
