import Foundation
import RxCocoaKit
import RxCore

extension Solution {
    static func pageText(_ network: FakeNetwork, url: URL) -> Observable<String> {
        // Throwing inside map turns the element into an error event: a 404 ends the sequence
        // with HTTPError instead of passing the error page on as if it were the page.
        network.rx.response(url: url)
            .map { response, data in
                guard 200..<300 ~= response.statusCode else {
                    throw HTTPError(statusCode: response.statusCode)
                }
                return String(decoding: data, as: UTF8.self)
            }
    }
}
