import Foundation
import RxCocoaKit
import RxCore

// RxCocoa's request logging, for the fake network. RxCocoa logs inside
// `URLSession.rx.response` in a debug build; RxCocoaKit's FakeNetwork does not log by
// itself, so this lesson adds `loggedResponse(url:)`, which prints the same two lines
// RxCocoa prints (the request as a curl command, then the outcome and how long it took),
// with the time measured on the virtual clock.

/// RxCocoa's switch for logging requests: return false for requests that should stay quiet.
/// RxCocoa hands it the `URLRequest`; the fake network's requests are plain URLs (no
/// FoundationNetworking on Linux), so here it gets the URL.
enum Logging {
    typealias LogURLRequest = (URL) -> Bool

    /// RxCocoa returns true in DEBUG builds and false otherwise; the lesson logs by default.
    nonisolated(unsafe) static var URLRequests: LogURLRequest = { _ in true }
}

extension Reactive where Base: FakeNetwork {
    /// `response(url:)` that logs each request `Logging.URLRequests` lets through.
    func loggedResponse(url: URL) -> Observable<(response: HTTPResponse, data: Data)> {
        let network = base
        return Observable.create { observer in
            guard Logging.URLRequests(url) else {
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
                    log { ms in "Cancelled (\(ms)ms)" }
                }
                subscription.dispose()
            }
        }
    }
}
