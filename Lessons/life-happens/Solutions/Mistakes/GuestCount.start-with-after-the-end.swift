// Mistake: concat(Observable.just(0)) read as "start with": the 0 comes after the end of `beings` instead of before the first arrival.
// 错误：把 concat 当成了“以……开头”：0 跑到了 `beings` 结束之后，而不是在第一个人到达之前。
import RxCore

func guestCount(_ beings: Observable<String>) -> Observable<Int> {
    beings
        .scan(0) { count, _ in count + 1 }
        .concat(Observable.just(0))
}
