// Mistake: the connection is connected at once: one request for both views, but at tick 0, before anyone taps.
// 错误：连接立刻就 connect 了：两个视图共用一个请求，但它在第 0 拍就发出了，那时还没人点按。
import Lesson_reactivecocoa

func loadOnTap(_ request: RACSignal<String>, tap: RACSignal<Void>,
               list: @escaping (String) -> Void, badge: @escaping (String) -> Void) {
    let connection = request.publish()
    connection.signal.subscribeNext(list)
    connection.signal.subscribeNext(badge)
    connection.connect()
}
