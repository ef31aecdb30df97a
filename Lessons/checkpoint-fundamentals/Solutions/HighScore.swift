import RxCore

/// scan keeps the best score so far, startWith shows 0 before any score and
/// distinctUntilChanged drops a score that did not beat it; take(until:) ends the board at
/// game over and share(replay: 1) runs the chain once for everyone, replaying the current best
/// to a late viewer.
/// scan 记住到目前为止的最高分，startWith 让记分牌在第一个分数之前显示 0，
/// distinctUntilChanged 去掉没有超过最高分的分数；take(until:) 在游戏结束时结束记分牌，
/// share(replay: 1) 让所有订阅者共用一次运行，并把当前的最高分重放给晚来的观众。
func highScore(_ scores: Observable<Int>, gameOver: Observable<Void>) -> Observable<Int> {
    scores
        .scan(0) { best, score in max(best, score) }
        .startWith(0)
        .distinctUntilChanged()
        .take(until: gameOver)
        .share(replay: 1)
}
