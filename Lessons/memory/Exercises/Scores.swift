import Lesson_memory
import RxCore

/// Adds each point to `player.total` and sends the new total. The player may leave the game:
/// the result must not keep them, and completes at the first point after they left.
/// 把每个得分加到 `player.total` 上，发出新的总分。玩家可能中途离开：结果不能留住玩家，
/// 玩家离开之后的第一个得分到来时，结果就完成。
func scores(_ points: Observable<Int>, player: Player) -> Observable<Int> {
    // TODO: this closure keeps `player` alive for as long as the sequence lives. Use withUnretained.
    // TODO（中文）：这个闭包让 `player` 跟着序列一直活着。改用 withUnretained。
    points.map { point in
        player.total += point
        return player.total
    }
}
