// Mistake: `.seconds(quiet)` where a tick is 0.1 s, so the pause asked for is ten times too long.
// 错误：写成了 `.seconds(quiet)`，可一拍是 0.1 秒，要求的停顿长了十倍。
import RxCore

func settledQuery(_ typed: Observable<String>, quiet: Int, scheduler: SchedulerType) -> Observable<String> {
    typed.debounce(.seconds(quiet), scheduler: scheduler)
}
