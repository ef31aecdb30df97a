import RxCore
import RxTestCore

/// Should be `--1--2--3--4--5--6--|` on `scheduler`: one column is one tick (1 s).
/// 在 `scheduler` 上应该是 `--1--2--3--4--5--6--|`：一列就是一拍（1 秒）。
func numbers(on scheduler: TestScheduler) -> Observable<Int> {
    // TODO: emit 1...6 at ticks 2, 5, 8, 11, 14, 17 and complete at tick 20.
    // TODO（中文）：在第 2、5、8、11、14、17 拍发出 1 到 6，并在第 20 拍 completed。
    // Right now every number arrives at tick 0, the moment someone subscribes.
    // 现在所有的数都在第 0 拍、一有人订阅就一起到达。
    Observable.of(1, 2, 3, 4, 5, 6)
}
