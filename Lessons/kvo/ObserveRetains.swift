import CourseKit
import LessonKit
import RxCore

/// rx.observe holds the object: it outlives our last reference until the subscription ends.
let observeKeepsTheViewAlive = Demo(
    id: "observe-retains",
    documented: ""
) { play in
    var view: KVOView? = KVOView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    view?.onDeinit = { play.print("view deinit") }
    weak var watched = view
    let subscription = play.probe("observe", view!.rx.observe(Rect.self, "frame").map { $0.map { "\($0)" } ?? "nil" })
        .subscribe(onNext: { play.print("frame \($0)") })
    play.sleep(0.2)
    view = nil
    play.say(zh: "我们的最后一个引用没了；view 还活着：\(watched != nil)", en: "our last reference is gone; the view is still alive: \(watched != nil)")
    play.sleep(0.2)
    play.print("dispose")
    subscription.dispose()
    play.sleep(0.2)
}
