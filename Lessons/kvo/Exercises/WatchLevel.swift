import Lesson_kvo
import RxCore

/// The battery's level while the battery exists; nil once it is gone, then completed.
/// 电池还在时给出它的电量；电池没了就发出 nil，然后发出 completed。
func watchLevel(of battery: Battery) -> Observable<Int?> {
    // TODO: this holds the battery forever and never ends; observe it without holding it.
    // TODO（中文）：这样会永远持有电池，序列也永远不会结束；改成不持有它的观察方式。
    battery.rx.observe(Int.self, "level")
}
