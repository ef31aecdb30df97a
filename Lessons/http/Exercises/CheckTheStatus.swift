import Foundation
import RxCocoaKit
import RxCore

extension Attempt {
    /// The page's text when the server answers 2xx; otherwise a failure with `HTTPError`.
    static func pageText(_ network: FakeNetwork, url: URL) -> Observable<String> {
        // TODO: any status passes here, 404 included; fail with HTTPError unless it is 200..<300.
        network.rx.response(url: url)
            .map { response, data in String(decoding: data, as: UTF8.self) }
    }
}
