import CourseKit
import Foundation
import LessonKit
import RxCocoaKit
import RxCore

/// Disposing before the answer cancels the request.
let cancelASlowRequest = Demo(
    id: "cancel-request",
    documented: ""
) { play in
    let network = fakeWikipedia(play, latency: .seconds(5))
    let cancelRequest = play.probe("json", network.rx.json(url: pizzaURL))
        .subscribe(onNext: { json in play.print(json) })
    play.sleep(3.0)
    play.say(zh: "3.0 秒时 dispose", en: "dispose at 3.0 s")
    cancelRequest.dispose()
    play.sleep(3.0)
    network.log.forEach { play.print($0) }
}
