import Lesson_memory
import RxCore

/// While the user is signed in, shows each message as "ann got a". When `signOut` fires, shows
/// "ann signed out" and ends the messages by replacing the session's bag. The screen may also
/// close without signing out; either way the session must be destroyed when the screen drops it.
/// 用户登录期间，把每条消息显示成“ann got a”。`signOut` 发出元素时，显示“ann signed out”，
/// 并换掉会话的 bag 来结束消息订阅。界面也可能不登出就直接关闭；不管哪种情况，界面丢掉会话时它都必须被销毁。
func signOut(_ session: Session, messages: Observable<String>, signOut: Observable<Void>, show: @escaping (String) -> Void) {
    // TODO: nothing handles `signOut` yet, and this closure holds the session that owns its bag.
    // TODO（中文）：还没有处理 `signOut`；而且这个闭包持有会话，会话又拥有装着它的 bag。
    messages
        .subscribe(onNext: { message in show("\(session.user) got \(message)") })
        .disposed(by: session.disposeBag)
}
