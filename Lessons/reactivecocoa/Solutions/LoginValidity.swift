import Lesson_reactivecocoa

/// combineLatest hands reduce the latest pair whenever either field changes; the button
/// is valid only when both are non-empty, and distinctUntilChanged keeps a repeated
/// verdict (typing a second character of the password) from reaching the button.
/// 任何一个字段变化时，combineLatest 都把最新的一对值交给 reduce；只有两个都非空时按钮才可用，
/// distinctUntilChanged 则让重复的结论（比如输入密码的第二个字符）不会传到按钮那里。
func loginValidity(username: RACSignal<String>, password: RACSignal<String>) -> RACSignal<Bool> {
    RACSignal.combineLatest(username, password) { username, password in
        !username.isEmpty && !password.isEmpty
    }
    .distinctUntilChanged()
}
