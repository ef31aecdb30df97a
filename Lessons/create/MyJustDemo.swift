import CourseKit
import LessonKit
import RxCore

/// One element, then completed: `just`, written with `create`.
func myJust<E>(_ element: E) -> Observable<E> {
    Observable.create { observer in
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
    }
}

let myJustDemo = Demo(
    id: "my-just",
    documented: "0"
) { play in
    _ = play.probe("myJust(0)", myJust(0))
        .subscribe(onNext: { n in
            play.print(n)
        })
}
