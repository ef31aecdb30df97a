// Mistake: filter read as "remove what matches", so the test picks the odd numbers.
// 错误：把 filter 理解成“去掉符合条件的”，结果留下的是奇数。
import RxCore

func evenTimesTen(_ numbers: Observable<Int>) -> Observable<Int> {
    numbers
        .filter { $0 % 2 != 0 }
        .map { $0 * 10 }
}
