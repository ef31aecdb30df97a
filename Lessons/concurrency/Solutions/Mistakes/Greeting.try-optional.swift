// Mistake: `try?` swallows the error: the greeting says the load failed but not why.
// 错误：`try?` 把错误吞掉了，返回的文字只说加载失败，没说原因。
import RxCore

func greeting(_ user: Single<String>) async -> String {
    guard let name = try? await user.value else { return "could not load: unknown" }
    return "hello, \(name)"
}
