// Mistake: map before filter: every number times ten is even, so the odd ones get through too.
// 错误：先 map 再 filter，每个数乘以十都是偶数，所以奇数也通过了。
import RxCore

func evenTimesTen(_ numbers: Observable<Int>) -> Observable<Int> {
    numbers
        .map { $0 * 10 }
        .filter { $0 % 2 == 0 }
}
