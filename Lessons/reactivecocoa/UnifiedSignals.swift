import LessonKit

/// 简介: a delegate call, a target-action, a notification and KVO, all as signals.
let unifiedSignals = Demo(
    id: "unified-signals",
    title: Localized(zh: "四种回调，一种写法：都是信号", en: "Four kinds of callback, one way to write them: signals"),
    explanation: Localized(
        zh: "Cocoa 里等待事件有四套写法：代理方法、target-action、通知、KVO。RAC 把它们都变成信号，于是都用 subscribeNext 订阅。这里用无界面的替身：第 1 秒网页开始加载（代理），第 2 秒点头像按钮（target-action），第 3 秒发出网络可达性通知，第 4 秒改用户名（KVO）。注意 RACObserve 订阅时先发出当前值（空字符串）。",
        en: "Cocoa has four ways to wait for something: delegate methods, target-action, notifications and KVO. RAC turns each into a signal, so all four are subscribed with subscribeNext. Headless stand-ins here: at 1 s the web view starts loading (delegate), at 2 s the avatar button is tapped (target-action), at 3 s a reachability notification is posted, at 4 s the username changes (KVO). Note that RACObserve sends the current value (an empty string) as soon as it is subscribed."
    ),
    documented: "",
    note: Localized(
        zh: "文档的四个订阅块里只有注释，没有输出；这里每个块打印收到的值，这是虚拟时钟上的结果。",
        en: "The document's four subscription blocks hold only comments and print nothing; here each block prints what it receives, and this is the virtual clock's output."
    )
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
        .subscribeNext { title in play.print("target-action: \(title) button tapped") }

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
