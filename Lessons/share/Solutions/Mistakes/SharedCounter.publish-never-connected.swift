// Mistake: publish() without connect(): nobody ever subscribes to the counter, so nothing comes.
// 错误：用了 publish() 却没有 connect()，没人真正订阅计数器，什么都不会来。
import RxCore

func sharedCounter(_ counter: Observable<Int>) -> Observable<Int> {
    counter.publish().asObservable()
}
