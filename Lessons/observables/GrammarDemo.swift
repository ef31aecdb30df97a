import CourseKit
import LessonKit
import RxCore

/// `next* (error | completed)?`: nothing gets through after the end.
let nothingAfterTheEnd = Demo(
    id: "grammar",
    documented: ""
) { play in
    let unruly = Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onNext(2)
        observer.onCompleted()
        observer.onNext(3)
        return Disposables.create()
    }
    _ = unruly.subscribe { event in
        play.print(event)
    }
}
