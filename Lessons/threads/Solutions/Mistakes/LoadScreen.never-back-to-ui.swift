// Mistake: no observe(on: ui): the numbers reach the screen on background.
// 错误：没有 observe(on: ui)，数字是在 background 上送到界面的。
import RxCore

func loadScreen(_ read: Observable<String>, parse: @escaping (String) -> Int,
                background: ImmediateSchedulerType, ui: ImmediateSchedulerType) -> Observable<Int> {
    read.subscribe(on: background).map(parse)
}
