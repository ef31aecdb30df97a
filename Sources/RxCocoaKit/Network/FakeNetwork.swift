import Foundation
import RxCore

/// A pretend web server on virtual time. Nothing leaves the process: a request is looked
/// up in `routes`, answered after `latency` on the network's scheduler (the playground's
/// clock), and written to `log`, so a lesson can count requests and see which were cancelled.
///
/// The answer arrives on a background thread (`MainThread.background`), as `URLSession`'s
/// does: binding it to a label without `observe(on: MainThread.scheduler)` or a `Driver`
/// is reported as RxCocoa's "bound off the main thread" error.
///
/// Its `.rx` mirrors `URLSession.rx`: `response(url:)` (any status), `data(url:)` (fails with
/// `RxCocoaURLError.httpRequestFailed` outside 200..<300), `json(url:)` (`JSONSerialization`).
public final class FakeNetwork: ReactiveCompatible {
    /// What the server answers.
    public struct Response: Sendable {
        public var statusCode: Int
        public var body: String
        /// How long this answer takes; nil uses the network's `latency`.
        public var latency: RxTimeInterval?

        public init(statusCode: Int = 200, body: String = "", latency: RxTimeInterval? = nil) {
            self.statusCode = statusCode
            self.body = body
            self.latency = latency
        }

        /// A JSON body with `statusCode` (200 unless told).
        public static func json(_ body: String, statusCode: Int = 200, latency: RxTimeInterval? = nil) -> Response {
            Response(statusCode: statusCode, body: body, latency: latency)
        }
    }

    /// One request, as the log keeps it.
    public struct Request: CustomStringConvertible, Sendable {
        public enum Outcome: Equatable, Sendable {
            /// Sent, no answer yet.
            case pending
            /// Answered with `statusCode` at a tick.
            case answered(statusCode: Int, tick: Int?)
            /// Disposed before the answer came (e.g. by `flatMapLatest`): the answer is dropped.
            case cancelled(tick: Int?)
        }

        /// 1, 2, 3, ... in the order sent.
        public let number: Int
        public let url: URL
        public let sentAt: Int?
        public internal(set) var outcome: Outcome

        /// e.g. `#2 GET /data/2.5/weather?q=Lo  t=12 → 404 t=17`.
        public var description: String {
            let query = url.query.map { "?\($0)" } ?? ""
            let sent = sentAt.map { " t=\($0)" } ?? ""
            let result: String
            switch outcome {
            case .pending: result = "pending"
            case .answered(let status, let tick): result = "\(status)" + (tick.map { " t=\($0)" } ?? "")
            case .cancelled(let tick): result = "cancelled" + (tick.map { " t=\($0)" } ?? "")
            }
            return "#\(number) GET \(url.path)\(query)\(sent) → \(result)"
        }
    }

    /// The clock answers are scheduled on.
    public let scheduler: SchedulerType
    /// How long an answer takes unless its `Response` says otherwise.
    public let latency: RxTimeInterval
    /// What an unknown path gets.
    public var notFound = Response(statusCode: 404, body: #"{"message":"not found"}"#)
    /// Every request so far, in order.
    public private(set) var log: [Request] = []

    private var routes: [(path: String, respond: (_ query: [String: String]) -> Response)] = []
    private let tick: () -> Int?

    /// A network answering on `scheduler` (the playground's `TestScheduler`) after `latency`.
    public init(scheduler: SchedulerType, latency: RxTimeInterval = .milliseconds(500)) {
        self.scheduler = scheduler
        self.latency = latency
        let clock = scheduler as? VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>
        tick = { [weak clock] in clock?.clock }
    }

    /// Answers requests for `path` (e.g. `/data/2.5/weather`) with what `respond` makes of
    /// the query items (`["q": "London"]`).
    public func route(_ path: String, respond: @escaping (_ query: [String: String]) -> Response) {
        routes.append((path, respond))
    }

    /// Requests sent so far.
    public var requestCount: Int { log.count }
    /// Requests answered so far.
    public var answeredCount: Int {
        log.filter { if case .answered = $0.outcome { return true } else { return false } }.count
    }
    /// Requests disposed before their answer.
    public var cancelledCount: Int {
        log.filter { if case .cancelled = $0.outcome { return true } else { return false } }.count
    }

    /// Forgets the log (the routes stay).
    public func clearLog() {
        log = []
    }

    func answer(for url: URL) -> Response {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        var query: [String: String] = [:]
        for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
        guard let route = routes.first(where: { $0.path == url.path }) else { return notFound }
        return route.respond(query)
    }

    /// Sends a request: logs it, answers it after the latency on a background thread.
    func send(_ url: URL) -> Observable<(response: HTTPResponse, data: Data)> {
        Observable.create { [self] observer in
            let number = log.count + 1
            log.append(Request(number: number, url: url, sentAt: tick(), outcome: .pending))
            let index = log.count - 1
            let response = answer(for: url)
            let answered = BooleanDisposable()
            let pending = scheduler.scheduleRelative((), dueTime: response.latency ?? latency) { [self] _ in
                answered.dispose()
                log[index].outcome = .answered(statusCode: response.statusCode, tick: tick())
                MainThread.background {
                    observer.on(.next((HTTPResponse(url: url, statusCode: response.statusCode), Data(response.body.utf8))))
                    observer.on(.completed)
                }
                return Disposables.create()
            }
            return Disposables.create { [self] in
                if !answered.isDisposed {
                    answered.dispose()
                    log[index].outcome = .cancelled(tick: tick())
                }
                pending.dispose()
            }
        }
    }
}

/// The status line of a fake answer (`HTTPURLResponse`'s role).
public struct HTTPResponse: Sendable, CustomStringConvertible {
    public let url: URL
    public let statusCode: Int

    public var description: String { "\(statusCode) \(url.absoluteString)" }
}

/// RxCocoa's errors for `URLSession.rx`, with its messages.
public enum RxCocoaURLError: Swift.Error, CustomStringConvertible, CustomDebugStringConvertible {
    /// The status code was outside 200..<300.
    case httpRequestFailed(response: HTTPResponse, data: Data?)
    /// The body could not be decoded.
    case deserializationError(error: Swift.Error)

    public var description: String {
        switch self {
        case .httpRequestFailed(let response, _):
            return "HTTP request failed with `\(response.statusCode)`."
        case .deserializationError(let error):
            return "Error during deserialization of the response: \(error)"
        }
    }

    public var debugDescription: String { description }
}

extension Reactive where Base: FakeNetwork {
    // Traced, each is a row named as written (`rx.json`), labelled with the caller's line.

    /// The answer, whatever its status code; on a background thread.
    public func response(url: URL, file: StaticString = #fileID, line: UInt = #line) -> Observable<(response: HTTPResponse, data: Data)> {
        Trace.source(base.send(url), name: "rx.response", file: file, line: line)
    }

    /// The body of a 2xx answer; any other status fails with `RxCocoaURLError.httpRequestFailed`.
    public func data(url: URL, file: StaticString = #fileID, line: UInt = #line) -> Observable<Data> {
        Trace.source(body(url: url), name: "rx.data", file: file, line: line)
    }

    /// The body of a 2xx answer decoded by `JSONSerialization` (dictionaries, arrays,
    /// strings, numbers); bad JSON fails with `RxCocoaURLError.deserializationError`.
    public func json(url: URL, file: StaticString = #fileID, line: UInt = #line) -> Observable<Any> {
        let json = body(url: url).map { data in
            do {
                return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
        return Trace.source(json, name: "rx.json", file: file, line: line)
    }

    private func body(url: URL) -> Observable<Data> {
        base.send(url).map { response, data in
            guard 200..<300 ~= response.statusCode else {
                throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
            }
            return data
        }
    }
}
