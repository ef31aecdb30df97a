// Mistake: both closures capture the session strongly. Signing out breaks the cycle (the old bag goes), but a screen closed without signing out never destroys its session.
// 错误：两个闭包都强引用会话。登出时旧 bag 被销毁，循环也就断了；可是不登出就关闭界面时，会话永远不会被销毁。
import Lesson_memory
import RxCore

func signOut(_ session: Session, messages: Observable<String>, signOut: Observable<Void>, show: @escaping (String) -> Void) {
    messages
        .subscribe(onNext: { message in show("\(session.user) got \(message)") })
        .disposed(by: session.disposeBag)
    signOut
        .subscribe(onNext: {
            show("\(session.user) signed out")
            session.disposeBag = DisposeBag()
        })
        .disposed(by: session.disposeBag)
}
