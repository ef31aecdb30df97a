import RxCore
import RxTestCore

/// The fix: createColdObservable takes the events with their ticks, counted from each
/// subscription: value number i at start + period × i, the completion a period after the last.
/// 改法：createColdObservable 接受带着拍数的事件，拍数从每次订阅算起：第 i 个值在
/// start + period × i，最后一个值之后再过 period 拍完成。
func numbers(_ values: [Int], start: Int, period: Int, on scheduler: TestScheduler) -> Observable<Int> {
    var events = values.enumerated().map { index, value in
        Recorded.next(start + period * index, value)
    }
    events.append(.completed(start + period * values.count))
    return scheduler.createColdObservable(events).asObservable()
}
