import Foundation
import RxCore

/// An observer that writes each element into a UI object: `label.rx.text`,
/// `indicator.rx.isAnimating`, `progressView.rx.progress`.
///
/// It is a sink for UI state, so it keeps three rules:
/// - It holds its target weakly: binding never keeps a screen alive.
/// - It can't show an error. An `.error` is a programming mistake (handle errors before the
///   UI, e.g. with `catchAndReturn` or a `Driver`); RxCocoa stops a debug build with
///   `fatalError("Binding error: ...")`, the kit reports that line (`CocoaHooks`) instead.
///   `.completed` is ignored: the UI keeps showing the last value.
/// - It only touches the UI on the main thread. RxCocoa 3.0's `UIBindingObserver` (the
///   document's) crashed with "Element can be bound to user interface only on MainThread.";
///   this binder reports exactly that and drops the element when it comes from the kit's
///   virtual background (`MainThread.background`). From RxCocoa 3.1 on, `UIBindingObserver`
///   hopped to the main queue instead, and so does `Binder`, RxCocoa 4–6, through its
///   scheduler (`MainScheduler()` by default; `init(_:scheduler:binding:)` here): from a real
///   background thread this binder hops to the main queue too.
public struct Binder<Value>: ObserverType {
    private let binding: (Event<Value>) -> Void

    /// A binder that applies each element at once, on the main thread, and reports one that
    /// arrives from anywhere else.
    public init<Target: AnyObject>(_ target: Target, binding: @escaping (Target, Value) -> Void) {
        self.binding = { [weak target] event in
            switch event {
            case .next(let element):
                if !Thread.isMainThread {
                    // A real background thread (not the kit's virtual one): hop to the main
                    // queue, as RxSwift 6's Binder does with its default `MainScheduler()`.
                    _ = MainScheduler.instance.schedule(element) { [weak target] element in
                        if let target { binding(target, element) }
                        return Disposables.create()
                    }
                    return
                }
                guard MainThread.isCurrent else {
                    CocoaHooks.report(.boundOffMainThread)
                    return
                }
                if let target { binding(target, element) }
            case .error(let error):
                CocoaHooks.report(.bindingError("\(error)"))
            case .completed:
                break
            }
        }
    }

    /// RxCocoa 6's binder: each element is applied on `scheduler` (for the UI,
    /// `MainThread.scheduler`, which runs at once on main and hops there from elsewhere).
    public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType, binding: @escaping (Target, Value) -> Void) {
        self.binding = { [weak target] event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { [weak target] element in
                    if let target { binding(target, element) }
                    return Disposables.create()
                }
            case .error(let error):
                CocoaHooks.report(.bindingError("\(error)"))
            case .completed:
                break
            }
        }
    }

    public func on(_ event: Event<Value>) {
        binding(event)
    }

    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
