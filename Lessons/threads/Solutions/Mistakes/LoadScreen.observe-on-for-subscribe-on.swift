// Mistake: observe(on: background) where subscribe(on:) is needed: parse runs on background, but the read is still subscribed on the caller's thread.
// 错误：该用 subscribe(on:) 的地方用了 observe(on: background)，parse 确实在 background 上执行，读取却仍在调用方的线程上被订阅。
import RxCore

func loadScreen(_ read: Observable<String>, parse: @escaping (String) -> Int,
                background: ImmediateSchedulerType, ui: ImmediateSchedulerType) -> Observable<Int> {
    read.observe(on: background).map(parse).observe(on: ui)
}
