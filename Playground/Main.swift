// Your scratch file: try any chain here, then run `swift run rxlesson playground`
// (or `... playground --watch` to run it again on every save).
// 你的草稿文件：在这里试任何链，然后运行 `swift run rxlesson playground`
// （加 --watch 则每次保存都重新运行）。
//
// The contract. 约定：
// - Keep `func playground(_ scheduler: TestScheduler)`: it is called once, at tick 0.
//   保留 `func playground(_ scheduler: TestScheduler)`：它在第 0 拍被调用一次。
// - Time is virtual: make sources with the scheduler (createHotObservable,
//   createColdObservable, `Observable<Int>.interval(.milliseconds(100), scheduler: scheduler)`:
//   one tick is 0.1 s, as everywhere in the course). The clock then runs by itself (up to --ticks).
//   时间是虚拟的：用 scheduler 创建源（一拍为 0.1 秒，和课程各处一样）；之后时钟自己走（最多 --ticks 拍）。
// - `print` as usual. Every chain you subscribe is drawn, one marble row per operator,
//   labelled with its name and this file's line; inner sequences are indented below.
//   照常 `print`。你订阅的每条链都会被画出来：每个操作符一行，标上名字和本文件的行号；
//   内部序列缩进画在下面。
import RxCore
import RxTestCore

func playground(_ scheduler: TestScheduler) {
    // A hot source: what a user types into a search box, and when (in ticks).
    // 热的源：用户在搜索框里输入了什么、在第几拍。
    let typed = scheduler.createHotObservable([
        .next(5, "R"), .next(10, "Rx"), .next(20, "RxS"), .next(25, "RxSwift"), .completed(45),
    ])

    // A pretend search that answers 8 ticks after it is asked.
    // 假装的搜索：被请求后 8 拍回答。
    func search(_ term: String) -> Observable<String> {
        scheduler.createColdObservable([.next(8, term.uppercased()), .completed(15)]).asObservable()
    }

    let results = typed
        .map { $0.lowercased() }          // normalise / 统一成小写
        .filter { $0.count >= 2 }         // too short to search / 太短的不搜
        .flatMapLatest { search($0) }     // a new term cancels the old search / 新词取消旧的搜索

    _ = results.subscribe(onNext: { print("tick \(scheduler.clock): \($0)") })
}
