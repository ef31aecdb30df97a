import CourseKit
import Foundation
import LessonKit
import RxCocoaKit
import RxCore

/// A failed request, told apart by its status code (the document's `yourNSError`).
public struct HTTPError: Error, CustomStringConvertible {
    public let statusCode: Int
    public var description: String { "HTTPError(statusCode: \(statusCode))" }

    public init(statusCode: Int) {
        self.statusCode = statusCode
    }
}

/// The document's lower-level `rx.response` with `debug` and a status check in `flatMap`.
let responseWithDebugAndStatus = Demo(
    id: "response-debug",
    documented: ""
) { play in
    let network = fakeWikipedia(play)
    func page(_ url: URL) -> Observable<String> {
        network.rx.response(url: url)
            .debug("my request")
            .flatMap { response, data -> Observable<String> in
                if 200..<300 ~= response.statusCode {
                    return .just(String(decoding: data, as: UTF8.self))
                } else {
                    return .error(HTTPError(statusCode: response.statusCode))
                }
            }
    }
    _ = play.probe("Pizza", page(pizzaURL)).subscribe { event in play.print(event) }
    play.sleep(1.0)
    _ = play.probe("Pizzza", page(misspeltURL)).subscribe { event in play.print(event) }
}
