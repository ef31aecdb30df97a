import CourseKit
import LessonKit
import RxCore

/// Only an object announces changes: a struct copy changes silently.
let structsChangeThroughTheirOwner = Demo(
    id: "structs",
    documented: ""
) { play in
    let view = KVOView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let subscription = play.probe("observe frame", view.rx.observe(Rect.self, "frame").map { $0.map { "\($0)" } ?? "nil" })
        .subscribe(onNext: { play.print("frame \($0)") })
    play.sleep(0.2)
    var copy = view.frame
    copy.width = 640
    play.say(zh: "改了一个副本，它现在是 \(copy)", en: "changed a copy to \(copy)")
    play.sleep(0.2)
    view.frame.width = 640
    play.sleep(0.2)
    subscription.dispose()
}
