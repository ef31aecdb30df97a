import RxCore

/// share(replay: 1) (or share()) subscribes to `counter` when the first screen arrives
/// and lets the second join that subscription: one `Subscribed`, one `Disposed`.
/// share(replay: 1)（或 share()）在第一个界面到来时订阅 `counter`，
/// 第二个界面加入这同一个订阅：只打印一次 `Subscribed`、一次 `Disposed`。
func sharedCounter(_ counter: Observable<Int>) -> Observable<Int> {
    counter.share(replay: 1)
}
