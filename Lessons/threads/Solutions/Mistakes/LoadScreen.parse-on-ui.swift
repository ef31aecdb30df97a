// Mistake: observe(on: ui) before map: parse runs on ui, the thread that draws the screen.
// 错误：observe(on: ui) 放在了 map 前面，parse 于是跑在负责绘制界面的 ui 上。
import RxCore

func loadScreen(_ read: Observable<String>, parse: @escaping (String) -> Int,
                background: ImmediateSchedulerType, ui: ImmediateSchedulerType) -> Observable<Int> {
    read.subscribe(on: background).observe(on: ui).map(parse)
}
