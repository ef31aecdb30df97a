import RxCore

/// share() subscribes to `counter` when the first screen arrives and lets the second join
/// that subscription: one `Subscribed`, one `Disposed`. It replays nothing, so the second
/// screen starts with the next number; share(replay: 1) would hand it the one it missed.
/// share() 在第一个界面到来时订阅 `counter`，第二个界面加入这同一个订阅：
/// 只打印一次 `Subscribed`、一次 `Disposed`。它不重放任何值，所以第二个界面从下一个数开始；
/// share(replay: 1) 则会把它错过的那个数交给它。
func sharedCounter(_ counter: Observable<Int>) -> Observable<Int> {
    counter.share()
}
