// Mistake: share() without replay: the viewer shares the board's run but gets nothing when it arrives, only the next new high score.
// 错误：share() 不带 replay 参数，观众和记分牌共用一次运行，但订阅时什么也收不到，只能等下一个新的最高分。
import RxCore

func highScore(_ scores: Observable<Int>, gameOver: Observable<Void>) -> Observable<Int> {
    scores
        .scan(0) { best, score in max(best, score) }
        .startWith(0)
        .distinctUntilChanged()
        .take(until: gameOver)
        .share()
}
