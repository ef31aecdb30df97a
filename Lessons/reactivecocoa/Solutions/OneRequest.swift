import Lesson_reactivecocoa

/// replayLazily is a multicast connection through a RACReplaySubject that connects on the
/// first subscription: one request, sent at tick 3 when the first subscriber arrives, and its
/// readme replayed to the subscriber at tick 8. (replay would send it at tick 0, at creation;
/// publish().autoconnect() would give the late subscriber nothing but completed.)
/// replayLazily 是一个经过 RACReplaySubject 的组播连接，它在第一次被订阅时才调用 connect。
/// 只发一次请求，在第一个订阅者到来的第 3 拍发出，它的 readme 会重放给第 8 拍来的订阅者。
/// （replay 会在创建时、也就是第 0 拍就发出请求；publish().autoconnect() 给晚来的订阅者的
/// 只有一个 completed。）
func oneRequest(_ request: RACSignal<String>) -> RACSignal<String> {
    request.replayLazily()
}
