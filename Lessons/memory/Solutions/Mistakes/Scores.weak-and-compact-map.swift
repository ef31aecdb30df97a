// Mistake: [weak player] with compactMap: no cycle, but once the player is gone every point is silently dropped and the result never completes.
// 错误：用 [weak player] 加 compactMap。这样没有循环引用，但玩家销毁之后每个得分都被悄悄丢掉，结果永远不会完成。
import Lesson_memory
import RxCore

func scores(_ points: Observable<Int>, player: Player) -> Observable<Int> {
    points.compactMap { [weak player] point in
        guard let player else { return nil }
        player.total += point
        return player.total
    }
}
