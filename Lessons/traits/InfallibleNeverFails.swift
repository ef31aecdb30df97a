import CourseKit
import LessonKit
import RxCore

/// asInfallible decides up front what an error becomes; the subscriber has no onError.
let infallibleNeverFails = Demo(
    id: "infallible",
    documented: ""
) { play in
    let readings = play.scheduler.createColdObservable([
        .next(1, 20), .next(2, 21), .error(3, NotFound(), Int.self),
    ]).asObservable()

    let safe: Infallible<Int> = play.probe("readings", readings).asInfallible(onErrorJustReturn: -1)
    _ = safe.subscribe(
        onNext: { play.print("reading \($0)") },
        onCompleted: { play.print("completed") }
    )
    play.sleep(0.5)
}
