import LessonKit
import RxCore

/// `next* (error | completed)?`: nothing gets through after the end.
let nothingAfterTheEnd = Demo(
    id: "grammar",
    documented: ""
) { play in
    let unruly = Observable<Int>.create { observer in
        observer.on(.next(1))
        observer.on(.next(2))
        observer.on(.completed)
        observer.on(.next(3))
        return Disposables.create()
    }
    _ = unruly.subscribe { event in
        play.print(event)
    }
}
