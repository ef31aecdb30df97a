import RxCore
import RxTestCore

/// Should emit `values` on `scheduler` from tick `start`, one every `period` ticks, and
/// complete one period after the last: with 1...6, start 2 and period 3 that is
/// `--1--2--3--4--5--6--|` (one column is one tick, 0.1 s).
/// 应该在 `scheduler` 上从第 `start` 拍起每 `period` 拍发出 `values` 中的一个，
/// 最后一个值之后再过 `period` 拍完成。例如 1...6、start 2、period 3 就是 `--1--2--3--4--5--6--|`
/// （一列就是一拍，0.1 秒）。
func numbers(_ values: [Int], start: Int, period: Int, on scheduler: TestScheduler) -> Observable<Int> {
    // TODO: write the events down with their ticks, as the numbers demo does.
    // TODO（中文）：像 numbers 示例那样，把事件和它们的拍一起写下来。
    // Right now every number arrives at tick 0, the moment someone subscribes.
    // 现在所有的数都在第 0 拍、一有人订阅就一起到达。
    Observable.create { observer in
        for value in values { observer.onNext(value) }
        observer.onCompleted()
        return Disposables.create()
    }
}
