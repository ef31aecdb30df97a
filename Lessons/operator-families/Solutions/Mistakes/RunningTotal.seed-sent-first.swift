// Mistake: the seed sent first with startWith(0), as if scan emitted its starting value.
// 错误：用 startWith(0) 先发出了初始值，好像 scan 会发出它的初始值一样。
import RxCore

func runningTotal(_ points: Observable<Int>) -> Observable<Int> {
    points.scan(0) { total, score in total + score }.startWith(0)
}
