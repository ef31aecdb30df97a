import CourseKit
import LessonKit

/// The login form: combineLatest + reduce + distinctUntilChanged.
final class LoginViewController {
    @KVO var username = ""
    @KVO var password = ""
}

let loginForm = Demo(
    id: "login-form",
    documented: ""
) { play in
    let screen = LoginViewController()
    let username = play.probe("username", signal: RACObserve(screen, \.$username))
    let password = play.probe("password", signal: RACObserve(screen, \.$password))
    let reduced = RACSignal.combineLatest(username, password) { (username: String, password: String) in
        username.count > 0 && password.count > 0
    }
    play.probe("distinctUntilChanged", signal: play.probe("combineLatest+reduce", signal: reduced).distinctUntilChanged())
        .subscribeNext { valid in
            play.say(zh: valid ? "有效：登录按钮可用" : "无效：登录按钮不可用", en: valid ? "valid: login button enabled" : "invalid: login button disabled")
        }
    play.at(2) { screen.username = "l" }
    play.at(4) { screen.password = "1" }
    play.at(5) { screen.password = "12" }
    play.at(7) { screen.username = "" }
    play.at(9) { screen.username = "lcf" }
}
