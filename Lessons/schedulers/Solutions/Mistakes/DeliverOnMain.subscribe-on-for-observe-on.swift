// Mistake: subscribe(on:) where the task asks for observe(on:): it moves the subscription, and the replies still arrive in the background.
// 错误：该用 observe(on:) 的地方用了 subscribe(on:)，它移动的是订阅，回复仍然在后台到达。
import RxCore

func deliverOnMain(_ replies: Observable<String>, main: ImmediateSchedulerType) -> Observable<String> {
    replies.subscribe(on: main)
}
