import Lesson_reactivecocoa

/// publish() gives a connection whose subject both views subscribe to now; connect() on the
/// tap subscribes that subject to the request, and its hasConnected flag makes a later tap's
/// connect() do nothing.
/// publish() 得到一个连接，两个视图现在就订阅它的 subject；点按时 connect() 让这个 subject
/// 订阅请求，hasConnected 标记让之后再点时的 connect() 什么也不做。
func loadOnTap(_ request: RACSignal<String>, tap: RACSignal<Void>,
               list: @escaping (String) -> Void, badge: @escaping (String) -> Void) {
    let connection = request.publish()
    connection.signal.subscribeNext(list)
    connection.signal.subscribeNext(badge)
    tap.subscribeNext { _ in
        connection.connect()
    }
}
