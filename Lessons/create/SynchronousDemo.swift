import CourseKit
import LessonKit
import RxCore

/// A create that emits inside subscribe is synchronous: all done before subscribe returns.
let synchronousCreateDemo = Demo(
    id: "synchronous",
    documented: ""
) { play in
    play.say(zh: "第 \(play.now) 拍：调用 subscribe", en: "tick \(play.now): calling subscribe")
    _ = myFrom(["first", "second"]).subscribe(
        onNext: { play.say(zh: "第 \(play.now) 拍：next \($0)", en: "tick \(play.now): next \($0)") },
        onCompleted: { play.say(zh: "第 \(play.now) 拍：completed", en: "tick \(play.now): completed") },
        onDisposed: { play.say(zh: "第 \(play.now) 拍：释放", en: "tick \(play.now): disposed") }
    )
    play.say(zh: "第 \(play.now) 拍：subscribe 返回", en: "tick \(play.now): subscribe returned")
}
