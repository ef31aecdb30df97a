// Mistake: the counter returned as it is: each screen subscribes to it, so the timer starts twice.
// 错误：把计数器原样返回：每个界面各订阅一次，计时器启动了两次。
import RxCore

func sharedCounter(_ counter: Observable<Int>) -> Observable<Int> {
    counter
}
