import Lesson_reactivecocoa

/// One request, sent when the first subscriber arrives, shared by every subscriber (late ones too).
/// 只发一次请求：第一个订阅者到来时才发，所有订阅者（包括晚来的）共享它。
func oneRequest(_ request: RACSignal<String>) -> RACSignal<String> {
    // TODO: every subscriber sends its own request now. Share one, started lazily, and replay it.
    // TODO（中文）：现在每个订阅者都各发一次请求。改成共享一次请求，等有人订阅时才开始，并重放它的结果。
    return request
}
