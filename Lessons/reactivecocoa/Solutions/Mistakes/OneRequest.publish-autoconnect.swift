// Mistake: publish().autoconnect() shares the request but keeps no answer, so the late subscriber gets nothing but the completion.
// 错误：publish().autoconnect() 共享了请求，却不保存结果，晚来的订阅者只拿到一个 completed。
import Lesson_reactivecocoa

func oneRequest(_ request: RACSignal<String>) -> RACSignal<String> {
    request.publish().autoconnect()
}
