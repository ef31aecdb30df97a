import RxCore

/// debounce starts a timer with every key and restarts it with the next one; only a key whose
/// timer runs out is emitted, `quiet` ticks after it was typed. (throttle would instead let
/// the first key of a burst through at once.)
/// debounce 每来一个键就开始计时，下一个键来了就重新计时；只有计时走完的那个键才会发出，
/// 比它被敲下的时刻晚 `quiet` 拍。（throttle 则会让一串按键中的第一个立刻通过。）
func settledQuery(_ typed: Observable<String>, quiet: Int, scheduler: SchedulerType) -> Observable<String> {
    typed.debounce(.milliseconds(100 * quiet), scheduler: scheduler)
}
