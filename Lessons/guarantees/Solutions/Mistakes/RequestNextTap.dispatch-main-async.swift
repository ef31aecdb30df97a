// Mistake: DispatchQueue.main.async instead of the scheduler: the send leaves the virtual clock and never runs in the lesson.
// 错误：用了 DispatchQueue.main.async 而不是调度器：发送离开了虚拟时钟，在课程里永远不会运行。
import Dispatch
import RxCore
import RxTestCore

func requestNextTap(_ next: Int, on taps: PublishSubject<Int>, scheduler: TestScheduler) {
    DispatchQueue.main.async {
        taps.onNext(next)
    }
}
