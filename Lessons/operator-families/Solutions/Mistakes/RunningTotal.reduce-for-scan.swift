// Mistake: reduce where the task asks for scan: only the last total comes out, at the end.
// 错误：该用 scan 的地方用了 reduce，只在结束时发出最后的总和。
import RxCore

func runningTotal(_ points: Observable<Int>) -> Observable<Int> {
    points.reduce(0) { total, score in total + score }
}
