// Mistake: observe(on:) where the task needs subscribe(on:): the lines are delivered on background, but the read still runs inside the caller's subscribe().
// 错误：该用 subscribe(on:) 的地方用了 observe(on:)，读出的行是在 background 上送达了，读取本身却仍在调用方的 subscribe() 里执行。
import RxCore

func readInBackground(_ read: Observable<String>, background: ImmediateSchedulerType) -> Observable<String> {
    read.observe(on: background)
}
