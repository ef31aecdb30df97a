// Mistake: both views subscribe to the request on each tap: two requests per tap, and more on a second tap.
// 错误：每次点按两个视图都去订阅请求：每点一次发两个请求，再点还会再发。
import Lesson_reactivecocoa

func loadOnTap(_ request: RACSignal<String>, tap: RACSignal<Void>,
               list: @escaping (String) -> Void, badge: @escaping (String) -> Void) {
    tap.subscribeNext { _ in
        request.subscribeNext(list)
        request.subscribeNext(badge)
    }
}
