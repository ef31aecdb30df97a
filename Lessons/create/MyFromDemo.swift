import CourseKit
import LessonKit
import RxCore

/// Every element of an array, then completed: `from`, written with `create`.
func myFrom<E>(_ sequence: [E]) -> Observable<E> {
    Observable.create { observer in
        for element in sequence {
            observer.on(.next(element))
        }
        observer.on(.completed)
        return Disposables.create()
    }
}

let myFromTwiceDemo = Demo(
    id: "my-from-twice",
    documented: """
    Started ----
    first
    second
    ----
    first
    second
    Ended ----
    """
) { play in
    let stringCounter = myFrom(["first", "second"])
    play.print("Started ----")
    // first time
    _ = play.probe("first subscription", stringCounter)
        .subscribe(onNext: { n in
            play.print(n)
        })
    play.print("----")
    // again
    _ = play.probe("second subscription", stringCounter)
        .subscribe(onNext: { n in
            play.print(n)
        })
    play.print("Ended ----")
}
