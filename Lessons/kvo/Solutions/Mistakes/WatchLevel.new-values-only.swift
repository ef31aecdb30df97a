// Mistake: options: [.new] leaves out .initial, so the level the battery has now is never sent.
// 错误：options: [.new] 去掉了 .initial，电池现在的电量永远不会发出来。
import Lesson_kvo
import RxCore

func watchLevel(of battery: Battery) -> Observable<Int?> {
    battery.rx.observeWeakly(Int.self, "level", options: [.new])
}
