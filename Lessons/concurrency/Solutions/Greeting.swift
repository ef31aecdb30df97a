import RxCore

/// `try await user.value` waits for the Single's success and throws its failure; the catch
/// block has the error, whose description is the reason to report.
/// `try await user.value` 等待 Single 成功，失败时抛出错误；catch 里拿到的 error 的描述就是要报告的原因。
func greeting(_ user: Single<String>) async -> String {
    do {
        return "hello, \(try await user.value)"
    } catch {
        return "could not load: \(error)"
    }
}
