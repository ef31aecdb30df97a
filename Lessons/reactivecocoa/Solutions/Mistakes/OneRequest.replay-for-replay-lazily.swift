// Mistake: replay where the task asks for replayLazily: it connects when it is created, so the request goes out at tick 0 instead of at the first subscription.
// 错误：该用 replayLazily 的地方用了 replay，它在创建时就 connect 了，请求在第 0 拍发出，而不是在第一次订阅时。
import Lesson_reactivecocoa

func oneRequest(_ request: RACSignal<String>) -> RACSignal<String> {
    request.replay()
}
