// Mistake: the status code never checked, so the 404 error page is passed on as if it were the page.
// 错误：没有检查状态码，404 的错误页面被当成正常页面传了下去。
import Foundation
import Lesson_http
import RxCocoaKit
import RxCore

func pageText(_ network: FakeNetwork, url: URL) -> Observable<String> {
    network.rx.response(url: url)
        .map { _, data in String(decoding: data, as: UTF8.self) }
}
