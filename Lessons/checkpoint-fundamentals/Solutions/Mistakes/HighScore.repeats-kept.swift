// Mistake: no distinctUntilChanged: a score that does not beat the high score sends the same high score again.
// 错误：没有用 distinctUntilChanged，没超过最高分的分数会让同一个最高分再发一次。
import RxCore

func highScore(_ scores: Observable<Int>, gameOver: Observable<Void>) -> Observable<Int> {
    scores
        .scan(0) { best, score in max(best, score) }
        .startWith(0)
        .take(until: gameOver)
        .share(replay: 1)
}
