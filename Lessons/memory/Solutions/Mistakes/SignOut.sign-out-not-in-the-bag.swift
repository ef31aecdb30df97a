// Mistake: the sign-out subscription thrown away with `_ =`: nothing ends it when the screen closes, so it is still open when the run ends.
// 错误：用 `_ =` 扔掉了登出的订阅：界面关闭时没有东西结束它，运行结束时它还开着。
import Lesson_memory
import RxCore

func signOut(_ session: Session, messages: Observable<String>, signOut: Observable<Void>, show: @escaping (String) -> Void) {
    messages
        .subscribe(onNext: { [weak session] message in
            guard let session else { return }
            show("\(session.user) got \(message)")
        })
        .disposed(by: session.disposeBag)
    _ = signOut
        .subscribe(onNext: { [weak session] in
            guard let session else { return }
            show("\(session.user) signed out")
            session.disposeBag = DisposeBag()
        })
}
