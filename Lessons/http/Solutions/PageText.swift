import Foundation
import Lesson_http
import RxCocoaKit
import RxCore

/// Throwing inside map turns the element into an error event: a 404 ends the sequence
/// with HTTPError instead of passing the error page on as if it were the page.
/// 在 map 里 throw 会把这个元素变成一个 error 事件：404 以 HTTPError 结束序列，
/// 而不是把错误页面当成正常页面传下去。
func pageText(_ network: FakeNetwork, url: URL) -> Observable<String> {
    network.rx.response(url: url)
        .map { response, data in
            guard 200..<300 ~= response.statusCode else {
                throw HTTPError(statusCode: response.statusCode)
            }
            return String(decoding: data, as: UTF8.self)
        }
}
