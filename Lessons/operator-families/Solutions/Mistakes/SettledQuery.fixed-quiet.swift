// Mistake: the pause is written as the shown scenario's 3 ticks, and `quiet` is never read.
// 错误：停顿写死成了示例里的 3 拍，根本没有用到 `quiet`。
import RxCore

func settledQuery(_ typed: Observable<String>, quiet: Int, scheduler: SchedulerType) -> Observable<String> {
    typed.debounce(.milliseconds(300), scheduler: scheduler)
}
