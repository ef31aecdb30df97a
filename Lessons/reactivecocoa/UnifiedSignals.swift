import CourseKit
import LessonKit

/// The introduction: a delegate call, a target-action, a notification and KVO, all as signals.
let unifiedSignals = Demo(
    id: "unified-signals",
    documented: ""
) { play in
    let screen = BrowserViewController()
    let webView = WebView(url: "github.com")
    webView.delegate = screen
    let center = NotificationCenterStandIn()

    // Delegate method.
    play.probe("delegate", signal: screen.rac_signalForSelector("webViewDidStartLoad:", fromProtocol: "WebViewDelegate").map(\.url))
        .subscribeNext { url in play.print("delegate: webViewDidStartLoad: \(url)") }

    // Target-action.
    play.probe("target-action", signal: screen.avatarButton.rac_signalForControlEvents(.touchUpInside).map(\.title))
        .subscribeNext { title in play.say(zh: "target-action: 点了 \(title) 按钮", en: "target-action: \(title) button tapped") }

    // Notification.
    play.probe("notification", signal: center.rac_addObserverForName("kReachabilityChangedNotification").map(\.name))
        .subscribeNext { name in play.print("notification: \(name)") }

    // KVO.
    play.probe("KVO", signal: RACObserve(screen, \.$username))
        .subscribeNext { username in play.print("KVO: username = \"\(username)\"") }

    play.at(1) { webView.load() }
    play.at(2) { screen.avatarButton.tap() }
    play.at(3) { center.post(name: "kReachabilityChangedNotification") }
    play.at(4) { screen.username = "leichunfeng" }
}
