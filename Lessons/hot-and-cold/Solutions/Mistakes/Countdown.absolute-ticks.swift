// Mistake: inside create, but booked with scheduleAt at absolute ticks: every subscription starts the work again, yet counted from tick 0, so a later subscriber's countdown is cut short.
// 错误：写进了 create，却用 scheduleAt 按绝对的拍来安排：每次订阅都重新开始，可时间从第 0 拍算起，晚来的订阅者的倒数被截短了。
import RxCore
import RxTestCore

func countdown(from n: Int, every period: Int, on scheduler: TestScheduler) -> Observable<Int> {
    Observable.create { observer in
        for step in 0..<n {
            scheduler.scheduleAt(period * (step + 1)) { observer.onNext(n - step) }
        }
        scheduler.scheduleAt(period * (n + 1)) { observer.onCompleted() }
        return Disposables.create()
    }
}
