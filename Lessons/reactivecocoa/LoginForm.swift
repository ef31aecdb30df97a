import LessonKit

/// The login form: combineLatest + reduce + distinctUntilChanged.
final class LoginViewController {
    @KVO var username = ""
    @KVO var password = ""
}

let loginForm = Demo(
    id: "login-form",
    title: Localized(zh: "登录表单：combineLatest + reduce + distinctUntilChanged", en: "The login form: combineLatest + reduce + distinctUntilChanged"),
    explanation: Localized(
        zh: "用户名和密码各是一个 KVO 信号。combineLatest 在两者都有值之后，每当任一个变化就把最新的一对交给 reduce，算出 \"两者都非空\"; distinctUntilChanged 去掉和上一个相同的结果，所以登录按钮只在有效性真正改变时才被通知。第 2 秒输入用户名（仍无效，不通知），第 4 秒输入密码（有效），第 5 秒密码变长（仍有效，不通知），第 7 秒清空用户名，第 9 秒重新输入。",
        en: "Username and password are each a KVO signal. Once both have a value, combineLatest hands the latest pair to reduce whenever either changes, which computes 'both non-empty'; distinctUntilChanged drops a result equal to the previous one, so the login button hears only about real changes of validity. At 2 s a username is typed (still invalid, no news), at 4 s a password (valid), at 5 s the password grows (still valid, no news), at 7 s the username is cleared, at 9 s typed again."
    ),
    documented: "",
    note: Localized(
        zh: "文档的订阅块里只有 \"登录按钮可用/不可用\" 的注释；这里把它们打印出来。",
        en: "The document's subscription block has only the comments 'login button enabled / disabled'; here they are printed."
    )
) { play in
    let screen = LoginViewController()
    let username = play.probe("username", signal: RACObserve(screen, \.$username))
    let password = play.probe("password", signal: RACObserve(screen, \.$password))
    let reduced = RACSignal.combineLatest(username, password) { (username: String, password: String) in
        username.count > 0 && password.count > 0
    }
    play.probe("distinctUntilChanged", signal: play.probe("combineLatest+reduce", signal: reduced).distinctUntilChanged())
        .subscribeNext { valid in
            play.print(valid ? "valid: login button enabled" : "invalid: login button disabled")
        }
    play.at(2) { screen.username = "l" }
    play.at(4) { screen.password = "1" }
    play.at(5) { screen.password = "12" }
    play.at(7) { screen.username = "" }
    play.at(9) { screen.username = "lcf" }
}
