import RxCore

/// The game's high score: 0 at first, then every time a score beats it, never the same value
/// twice in a row; a viewer who arrives late sees the current high score at once, and
/// everything ends when `gameOver` fires.
/// 游戏的最高分：一开始是 0，之后每当有分数超过它就发出新的最高分，不连续发出相同的值；
/// 晚来的观众一订阅就看到当前的最高分；`gameOver` 发出时一切结束。
func highScore(_ scores: Observable<Int>, gameOver: Observable<Void>) -> Observable<Int> {
    // TODO: build the high score from `scores`. The board subscribes at tick 0 and a viewer
    // later: both must see the same high scores from one run of the chain.
    // TODO（中文）：从 `scores` 算出最高分。记分牌在第 0 拍订阅，观众晚一些订阅：
    // 两者要从同一次运行的链上看到同样的最高分。
    scores
}
