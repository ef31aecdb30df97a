// Mistake: share(replay: 1) where the task asks for share(): the late subscriber also gets the value sent before it came.
// 错误：题目要的是 share()，却用了 share(replay: 1)，晚来的订阅者还拿到了它来之前发出的值。
import RxCore

func sendOnce(_ request: Observable<String>) -> Observable<String> {
    request.share(replay: 1)
}
