// Mistake: no distinctUntilChanged, so every keystroke sends the verdict again even when it has not changed.
// 错误：没有 distinctUntilChanged，每次按键都会再发一次结论，即使它没有变。
import Lesson_reactivecocoa

func loginValidity(username: RACSignal<String>, password: RACSignal<String>) -> RACSignal<Bool> {
    RACSignal.combineLatest(username, password) { username, password in
        !username.isEmpty && !password.isEmpty
    }
}
