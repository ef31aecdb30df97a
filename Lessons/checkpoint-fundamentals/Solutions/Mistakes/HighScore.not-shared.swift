// Mistake: no share: the viewer's subscription runs a chain of its own, which starts again from 0 and has not seen the earlier scores.
// 错误：没有用 share，观众的订阅自己跑一条新链，从 0 重新开始，之前的分数它都没看到。
import RxCore

func highScore(_ scores: Observable<Int>, gameOver: Observable<Void>) -> Observable<Int> {
    scores
        .scan(0) { best, score in max(best, score) }
        .startWith(0)
        .distinctUntilChanged()
        .take(until: gameOver)
}
