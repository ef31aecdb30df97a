import LessonKit

// Headless stand-ins for the Cocoa objects the document's first examples observe, each with
// the RAC extension it uses. They turn a delegate call, a control event, a notification and
// a property change into the same thing: a signal.

/// A web view that tells its delegate when it starts loading.
final class WebView {
    weak var delegate: WebViewDelegate?
    let url: String

    init(url: String) { self.url = url }

    func load() { delegate?.webViewDidStartLoad(self) }
}

protocol WebViewDelegate: AnyObject {
    func webViewDidStartLoad(_ webView: WebView)
}

/// A screen that is a web view's delegate. RAC's `rac_signalForSelector:fromProtocol:`
/// implements the delegate method for you; here the method forwards to a subject, which is
/// what RAC arranges at run time.
final class BrowserViewController: WebViewDelegate {
    private let didStartLoad = RACSubject<WebView>()
    let avatarButton = Button(title: "avatar")
    @KVO var username = ""

    func rac_signalForSelector(_ selector: String, fromProtocol protocolName: String) -> RACSignal<WebView> {
        precondition(selector == "webViewDidStartLoad:" && protocolName == "WebViewDelegate", "the stand-in knows one delegate method")
        return didStartLoad
    }

    func webViewDidStartLoad(_ webView: WebView) {
        didStartLoad.sendNext(webView)
    }
}

/// A button with target-action, seen through `rac_signalForControlEvents`.
final class Button {
    enum ControlEvents { case touchUpInside }

    let title: String
    private let touchUpInside = RACSubject<Button>()

    init(title: String) { self.title = title }

    func rac_signalForControlEvents(_ events: ControlEvents) -> RACSignal<Button> {
        touchUpInside
    }

    /// What UIKit does when the user taps.
    func tap() { touchUpInside.sendNext(self) }
}

/// A notification center with `rac_addObserverForName`.
final class NotificationCenterStandIn {
    struct Notification: CustomStringConvertible {
        let name: String
        var description: String { name }
    }

    private var channels: [String: RACSubject<Notification>] = [:]

    func rac_addObserverForName(_ name: String) -> RACSignal<Notification> {
        channel(name)
    }

    func post(name: String) {
        channel(name).sendNext(Notification(name: name))
    }

    private func channel(_ name: String) -> RACSubject<Notification> {
        if let subject = channels[name] { return subject }
        let subject = RACSubject<Notification>()
        channels[name] = subject
        return subject
    }
}

extension Playground {
    /// Records a RAC signal under `name` at this point of the chain, like `probe` for an observable.
    func probe<Value>(_ name: String, signal: RACSignal<Value>, file: String = #fileID, line: Int = #line) -> RACSignal<Value> {
        probe(name, signal as RACSignal<Value>, file: file, line: line).racSignal
    }
}
