// Mistake: signing out only shows the line: the bag is not replaced, so the messages go on being shown after the user signed out.
// 错误：登出时只显示了那一行，没有换掉 bag，用户登出之后消息还在继续显示。
import Lesson_memory
import RxCore

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
        })
        .disposed(by: session.disposeBag)
}
