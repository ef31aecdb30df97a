import RxCore

/// scan keeps the running count inside the chain and startWith gives the 0; the
/// completion (or an error) of `beings` now reaches the subscriber.
/// scan 把累计的计数留在链里，startWith 给出开头的 0；
/// 这样 `beings` 的 completed（或 error）就能传到订阅者那里。
func guestCount(_ beings: Observable<String>) -> Observable<Int> {
    beings
        .scan(0) { count, _ in count + 1 }
        .startWith(0)
}
