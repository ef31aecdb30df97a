import CourseKit
import Foundation
import LessonKit
import RxCocoaKit
import RxCore

/// The document's `URLSession.shared.rx.json(request:)`, cancelled after 3 s.
let jsonRequestFiresOnSubscribe = Demo(
    id: "json-request",
    documented: ""
) { play in
    let network = fakeWikipedia(play)
    let responseJSON = network.rx.json(url: pizzaURL)
    // Nothing has been sent yet: responseJSON only describes the request.
    play.say(zh: "已发出的请求：\(network.requestCount)", en: "requests sent: \(network.requestCount)")
    // JSONSerialization hands back Any; read as a Swift dictionary it prints the same on every platform.
    let cancelRequest = play.probe("json", responseJSON.map { $0 as? [String: [String: String]] ?? [:] })
        .subscribe(onNext: { json in
            play.print(json)
            play.say(zh: "在主线程上：\(MainThread.isCurrent)", en: "on the main thread: \(MainThread.isCurrent)")
        })
    play.say(zh: "已发出的请求：\(network.requestCount)", en: "requests sent: \(network.requestCount)")
    play.sleep(3.0)
    cancelRequest.dispose()
    network.log.forEach { play.print($0) }
}
