import LessonKit
import RxCore

/// A create that emits inside subscribe is synchronous: all done before subscribe returns.
let synchronousCreateDemo = Demo(
    id: "synchronous",
    documented: ""
) { play in
    play.print("tick \(play.now): calling subscribe")
    _ = myFrom(["first", "second"]).subscribe(
        onNext: { play.print("tick \(play.now): next \($0)") },
        onCompleted: { play.print("tick \(play.now): completed") },
        onDisposed: { play.print("tick \(play.now): disposed") }
    )
    play.print("tick \(play.now): subscribe returned")
}
