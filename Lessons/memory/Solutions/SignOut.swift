import Lesson_memory
import RxCore

/// Both subscriptions live in the session's bag and capture the session weakly, so nothing
/// keeps it alive but the screen. Signing out replaces the bag: the old one is destroyed and
/// disposes both subscriptions, the sign-out one included, while its closure is still running.
/// 两个订阅都放在会话的 bag 里，都弱引用会话，所以除了界面，没有东西让它活着。登出时换掉 bag，
/// 旧 bag 随之销毁，释放这两个订阅，连正在运行的登出闭包所在的订阅也一起释放。
func signOut(_ session: Session, messages: Observable<String>, signOut: Observable<Void>, show: @escaping (String) -> Void) {
    messages
        .subscribe(onNext: { [weak session] message in
            guard let session else { return }
            show("\(session.user) got \(message)")
        })
        .disposed(by: session.disposeBag)
    signOut
        .subscribe(onNext: { [weak session] in
            guard let session else { return }
            show("\(session.user) signed out")
            session.disposeBag = DisposeBag()
        })
        .disposed(by: session.disposeBag)
}
