import Lesson_reactivecocoa

/// Two views of a screen, a list and a badge, show the same file. `request` sends one network
/// request per subscription. Send the request when the user first taps (`tap`), once for both
/// views, and never again on a later tap; `list` and `badge` show what it answers.
/// 界面上的两个视图，列表和角标，显示同一个文件。`request` 每被订阅一次就发一次网络请求。
/// 用户第一次点按（`tap`）时发出请求，两个视图共用这一次，之后再点也不再发；
/// `list` 和 `badge` 显示它的回答。
func loadOnTap(_ request: RACSignal<String>, tap: RACSignal<Void>,
               list: @escaping (String) -> Void, badge: @escaping (String) -> Void) {
    // TODO: right now both views subscribe at once: two requests, before anyone taps.
    // TODO（中文）：现在两个视图立刻订阅：还没人点按就发了两个请求。
    request.subscribeNext(list)
    request.subscribeNext(badge)
}
