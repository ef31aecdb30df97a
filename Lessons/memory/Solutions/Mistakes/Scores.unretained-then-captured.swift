// Mistake: withUnretained(player) is there, but the closure after it uses the outer `player` instead of the one it is handed, so the sequence holds the player strongly again.
// 错误：写了 withUnretained(player)，但后面的闭包用的是外面的 `player`，而不是传进来的那个，序列又强引用了玩家。
import Lesson_memory
import RxCore

func scores(_ points: Observable<Int>, player: Player) -> Observable<Int> {
    points.withUnretained(player)
        .map { _, point in
            player.total += point
            return player.total
        }
}
