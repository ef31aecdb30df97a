import Foundation
import RxCocoaKit
import RxCore

// RxCocoa's request logging, for the fake network. RxCocoa logs inside
// `URLSession.rx.response` in a debug build; RxCocoaKit's FakeNetwork does not log by
// itself, so this lesson adds `loggedResponse(url:)`, which prints the same two lines
// RxCocoa prints (the request as a curl command, then the outcome and how long it took),
// with the time measured on the virtual clock.

/// Where the filter lives; read and set it as `FakeNetwork.rx.shouldLogRequest`.
private enum RequestLogFilter {
    nonisolated(unsafe) static var shouldLog: (URL) -> Bool = { _ in true }
}

extension Reactive where Base: FakeNetwork {
    /// RxCocoa 6's switch for logging requests, `URLSession.rx.shouldLogRequest`: return false
    /// for requests that should stay quiet. RxCocoa's default is true in DEBUG builds and false
    /// otherwise; this lesson logs by default. RxCocoa hands it the `URLRequest`; the fake
    /// network's requests are plain URLs (no FoundationNetworking on Linux), so here it gets
    /// the URL.
    static var shouldLogRequest: (URL) -> Bool {
        get { RequestLogFilter.shouldLog }
        set { RequestLogFilter.shouldLog = newValue }
    }
}

/// The document's spelling (RxCocoa 1 to 5): `Logging.URLRequests`. RxCocoa 6 removed the
/// `Logging` struct; the same closure is now `URLSession.rx.shouldLogRequest`.
enum Logging {
    typealias LogURLRequest = (URL) -> Bool

    @available(*, deprecated, message: "RxCocoa 6: URLSession.rx.shouldLogRequest (here FakeNetwork.rx.shouldLogRequest)")
    static var URLRequests: LogURLRequest {
        get { RequestLogFilter.shouldLog }
        set { RequestLogFilter.shouldLog = newValue }
    }
}

extension Reactive where Base: FakeNetwork {
    /// `response(url:)` that logs each request `shouldLogRequest` lets through. Like RxCocoa
    /// 6, it prints both lines when the request finishes: the curl command, then the outcome.
    func loggedResponse(url: URL) -> Observable<(response: HTTPResponse, data: Data)> {
        let network = base
        return Observable.create { observer in
            guard Reactive<FakeNetwork>.shouldLogRequest(url) else {
                return network.rx.response(url: url).subscribe(observer)
            }
            let start = network.scheduler.now
            var finished = false
            func log(_ outcome: (Int) -> String) {
                let ms = Int((network.scheduler.now.timeIntervalSince(start) * 1000).rounded())
                Hooks.output("curl -X GET \n\"\(url.absoluteString)\" -i -v")
                Hooks.output(outcome(ms))
            }
            let subscription = network.rx.response(url: url).subscribe { event in
                if case .next(let answer) = event {
                    finished = true
                    let status = answer.response.statusCode
                    log { ms in 200..<300 ~= status ? "Success (\(ms)ms): Status \(status)" : "Failure (\(ms)ms): Status \(status)" }
                }
                observer.on(event)
            }
            return Disposables.create {
                if !finished {
                    finished = true
                    log { ms in "Canceled (\(ms)ms)" } // RxCocoa spells it with one l
                }
                subscription.dispose()
            }
        }
    }
}
