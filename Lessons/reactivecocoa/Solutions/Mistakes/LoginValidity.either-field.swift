// Mistake: `||` where the form needs both fields: one filled field already makes it valid.
// 错误：用了 `||`，可表单要求两个字段都填：只填一个就算有效了。
import Lesson_reactivecocoa

func loginValidity(username: RACSignal<String>, password: RACSignal<String>) -> RACSignal<Bool> {
    RACSignal.combineLatest(username, password) { username, password in
        !username.isEmpty || !password.isEmpty
    }
    .distinctUntilChanged()
}
