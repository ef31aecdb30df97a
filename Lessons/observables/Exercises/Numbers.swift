import RxCore
import RxTest

extension Attempt {
    /// Should be `--1--2--3--4--5--6--|` on `scheduler`: one column is one tick (1 s).
    static func numbers(on scheduler: TestScheduler) -> Observable<Int> {
        // TODO: emit 1...6 at ticks 2, 5, 8, 11, 14, 17 and complete at tick 20.
        // Right now every number arrives at tick 0, the moment someone subscribes.
        Observable.of(1, 2, 3, 4, 5, 6)
    }
}
