import RxCore

extension Attempt {
    /// Shows the inbox's title every time it changes, for as long as the inbox is open.
    static func showTitle(of inbox: InboxController, show: @escaping (String) -> Void) {
        // TODO: the controller owns this subscription, and the subscription holds the controller.
        inbox.rx.observe(\.title)
            .subscribe(onNext: show)
            .disposed(by: inbox.disposeBag)
    }
}
