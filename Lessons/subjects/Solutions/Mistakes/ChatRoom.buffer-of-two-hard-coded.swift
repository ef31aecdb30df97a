// Mistake: `bufferSize: 2` copied from the shown scenario instead of `count`.
// 错误：照着题目给的场景写了 `bufferSize: 2`，而不是用 `count`。
import RxCore

func chatRoom(keeping count: Int) -> (input: AnyObserver<String>, output: Observable<String>) {
    let subject = ReplaySubject<String>.create(bufferSize: 2)
    return (subject.asObserver(), subject.asObservable())
}
