import Lesson_memory
import RxCore

/// withUnretained(player) holds the player weakly and hands it to the next operator with each
/// point; at the first point after the player is gone, it completes instead.
/// withUnretained(player) 弱引用玩家，每个得分到来时把玩家和得分一起交给下一个操作符；
/// 玩家销毁之后的第一个得分到来时，它改为发出 completed。
func scores(_ points: Observable<Int>, player: Player) -> Observable<Int> {
    points.withUnretained(player)
        .map { player, point in
            player.total += point
            return player.total
        }
}
