import RxCore

extension Solution {
    static func showTitle(of inbox: InboxController, show: @escaping (String) -> Void) {
        // retainSelf: false: the sequence no longer holds the controller, so the cycle
        // controller -> bag -> subscription -> controller is gone. When the last reference goes,
        // the controller is released and its bag disposes the subscription.
        inbox.rx.observe(\.title, retainSelf: false)
            .subscribe(onNext: show)
            .disposed(by: inbox.disposeBag)
    }
}
