// Mistake: the ticks booked once, when the function runs, and sent into a subject: a hot countdown, so a later subscriber gets only the rest.
// 错误：在函数运行时就预约好每一拍，发进一个 subject：这是热的倒计时，晚来的订阅者只拿到剩下的部分。
import RxCore
import RxTestCore

func countdown(from n: Int, every period: Int, on scheduler: TestScheduler) -> Observable<Int> {
    let subject = PublishSubject<Int>()
    for step in 0..<n {
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(100 * period * (step + 1))) { _ in
            subject.onNext(n - step)
            return Disposables.create()
        }
    }
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(100 * period * (n + 1))) { _ in
        subject.onCompleted()
        return Disposables.create()
    }
    return subject.asObservable()
}
