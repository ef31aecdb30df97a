import Foundation
import Lesson_http
import RxCocoaKit
import RxCore

/// The page's text when the server answers a status in 200..<300; otherwise a failure with `HTTPError`.
/// 服务器回答的状态码在 200..<300 之内时给出页面的文字；否则以 `HTTPError` 失败。
func pageText(_ network: FakeNetwork, url: URL) -> Observable<String> {
    // TODO: any status passes here, 404 included; fail with HTTPError unless it is 200..<300.
    // TODO（中文）：这里什么状态码都放行，连 404 也是；不在 200..<300 之内时以 HTTPError 失败。
    network.rx.response(url: url)
        .map { response, data in String(decoding: data, as: UTF8.self) }
}
