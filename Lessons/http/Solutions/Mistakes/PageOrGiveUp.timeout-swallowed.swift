// Mistake: catchAndReturn after timeout turns giving up into an ordinary page, so the caller never learns the request failed.
// 错误：timeout 后面接了 catchAndReturn，把放弃变成了一个普通的页面，调用者永远不知道请求失败了。
import RxCore

func pageOrGiveUp(_ request: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    request
        .timeout(.milliseconds(300), scheduler: scheduler)
        .catchAndReturn("")
}
