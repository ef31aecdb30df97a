// Mistake: throttle where the task asks for debounce: the first key of a burst goes through at once.
// 错误：该用 debounce 的地方用了 throttle，一串按键中的第一个立刻就通过了。
import RxCore

func settledQuery(_ typed: Observable<String>, quiet: Int, scheduler: SchedulerType) -> Observable<String> {
    typed.throttle(.milliseconds(100 * quiet), scheduler: scheduler)
}
