import RxCocoaKit
import RxCore

/// A sign-up form's button: on when the username is free and the password has at least 6
/// characters. A name is checked with `isFree` only once typing has paused for 3 ticks (0.3 s);
/// a newer name replaces a check still running; a failed check counts as not free and the
/// form keeps checking. The button hears only real changes, and never an error.
/// 注册表单的按钮：用户名可用、密码至少 6 个字符时才打开。用户名要等输入停顿 3 拍（0.3 秒）
/// 才用 `isFree` 检查；新的用户名会换掉还没回答的检查；检查失败就当作不可用，表单继续检查。
/// 按钮只收到真正的变化，也永远收不到错误。
func signUp(username: Observable<String>, password: Observable<String>,
            isFree: @escaping (String) -> Observable<Bool>, scheduler: SchedulerType) -> Driver<Bool> {
    // TODO: the stub asks the server about every keystroke, keeps every answer, ignores the
    // password and ends for good on the first failed check.
    // TODO（中文）：初始代码每敲一个键就问一次服务器，每个回答都留着，不看密码，
    // 第一次检查失败就彻底结束。
    username
        .flatMap { isFree($0) }
        .asDriver(onErrorJustReturn: false)
}
