// Mistake: the 404 filtered out instead of thrown: the missing page just completes with nothing, and nobody learns it failed.
// 错误：用 filter 把 404 过滤掉，而不是 throw，缺失的页面什么都不发就 completed 了，谁也不知道它失败了。
import Foundation
import Lesson_http
import RxCocoaKit
import RxCore

func pageText(_ network: FakeNetwork, url: URL) -> Observable<String> {
    network.rx.response(url: url)
        .filter { response, _ in 200..<300 ~= response.statusCode }
        .map { _, data in String(decoding: data, as: UTF8.self) }
}
