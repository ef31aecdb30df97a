import RxCore
import RxTestCore

/// Count down from `n` to 1, one number every `period` ticks, then complete one period
/// later. EVERY subscriber, whenever it subscribes, must get the whole countdown from its
/// own subscription: n after `period` ticks, and so on.
/// 从 `n` 倒数到 1，每 `period` 拍一个数，1 之后再过 `period` 拍完成。每个订阅者不管什么时候
/// 订阅，都要从自己订阅的那一刻起收到完整的倒数：`period` 拍后是 n，依此类推。
func countdown(from n: Int, every period: Int, on scheduler: TestScheduler) -> Observable<Int> {
    // TODO: make it cold: the work must start again for every subscription.
    // TODO（中文）：让它变冷：每次订阅都要重新开始这份工作。
    // Right now the countdown is booked once, when this function runs, into a subject:
    // a later subscriber misses the start.
    // 现在倒数只在这个函数运行时安排一次，送进一个 subject，所以晚来的订阅者错过了开头。
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
