import RxCore

/// Messages are sent into `input`. Someone who joins (subscribes to `output`) late must see
/// the last `count` messages sent before they joined, at once, then every new one.
/// 消息送进 `input`。晚加入（订阅 `output`）的人要立刻看到加入前最后 `count` 条消息，
/// 然后是每条新消息。
func chatRoom(keeping count: Int) -> (input: AnyObserver<String>, output: Observable<String>) {
    // TODO: pick the subject that replays the last `count` messages to a newcomer.
    // TODO（中文）：换一个会把最后 `count` 条消息重放给新来者的 subject。
    // Right now a newcomer sees only messages sent after they joined.
    // 现在新来的人只能看到加入之后的消息。
    let subject = PublishSubject<String>()
    return (subject.asObserver(), subject.asObservable())
}
