// Mistake: a PublishSubject replays nothing, so the newcomer sees only the live messages.
// 错误：PublishSubject 不重放任何东西，新来的人只看到之后的消息。
import RxCore

func chatRoom(keeping count: Int) -> (input: AnyObserver<String>, output: Observable<String>) {
    let subject = PublishSubject<String>()
    return (subject.asObserver(), subject.asObservable())
}
