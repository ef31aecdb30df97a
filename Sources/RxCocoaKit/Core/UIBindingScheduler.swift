import Foundation
@_spi(RxCocoaKit) import RxCore

/// Where the kit's own controls apply what is bound to them (`label.rx.text`,
/// `indicator.rx.isAnimating`, a control property's sink): RxCocoa 3.0's rule on the kit's
/// virtual main thread, RxSwift 6's `MainScheduler` on real threads.
///
/// The document's `UIBindingObserver` (RxCocoa 3.0) crashed with "Element can be bound to user
/// interface only on MainThread."; an element bound from the kit's virtual background
/// (`MainThread.background`) is reported with exactly that line (`CocoaHooks`) and dropped.
/// From a real background thread the element hops to the main queue, as RxCocoa 3.1 onwards
/// and RxSwift 6's `Binder` do.
struct UIBindingScheduler: ImmediateSchedulerType {
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if !Thread.isMainThread {
            return MainScheduler.instance.schedule(state, action: action)
        }
        guard MainThread.isCurrent else {
            CocoaHooks.report(.boundOffMainThread)
            return Disposables.create()
        }
        return action(state)
    }
}

extension Binder {
    /// A binder for one of the kit's UI elements, applied with `UIBindingScheduler`'s rules.
    init<Target: AnyObject>(element target: Target, binding: @escaping (Target, Value) -> Void) {
        self.init(target, scheduler: UIBindingScheduler(), binding: binding)
    }
}
