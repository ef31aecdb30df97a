import RxCore

/// Await the user's name from `user` and return "hello, NAME"; when the request fails, return
/// "could not load: REASON", with the error's own description as the reason.
/// 等待 `user` 给出用户名，返回 `"hello, NAME"`；请求失败时返回 `"could not load: REASON"`，REASON 是这个错误自己的描述。
func greeting(_ user: Single<String>) async -> String {
    // TODO: await the Single's one value; do not lose the error's reason.
    // TODO（中文）：等待这个 Single 唯一的值；别把错误的原因弄丢。
    return "hello, ?"
}
