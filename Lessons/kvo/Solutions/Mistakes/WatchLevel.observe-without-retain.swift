// Mistake: observe(retainSelf: false) no longer holds the battery, but it never completes: no nil and no end when the battery goes.
// 错误：observe(retainSelf: false) 不再持有电池，可它永远不会 completed，电池没了也没有 nil，也不结束。
import Lesson_kvo
import RxCore

func watchLevel(of battery: Battery) -> Observable<Int?> {
    battery.rx.observe(Int.self, "level", retainSelf: false)
}
