// Mistake: scan alone: the count starts at the first arrival, with no 0 before anyone comes.
// 错误：只用了 scan，计数从第一个人到达才开始，没有人来之前没有那个 0。
import RxCore

func guestCount(_ beings: Observable<String>) -> Observable<Int> {
    beings.scan(0) { count, _ in count + 1 }
}
