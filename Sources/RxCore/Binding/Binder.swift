/// An observer that writes each element into an object: `label.rx.text`,
/// `indicator.rx.isAnimating`, or one of your own (`Binder(view) { view, hidden in ... }`).
///
/// RxSwift 6's rules for a sink of UI state:
/// - It holds its target weakly: binding never keeps a screen alive.
/// - It can't show an error. An `.error` is a programming mistake (handle errors before the
///   UI, e.g. with `catchAndReturn` or a `Driver`); RxSwift stops a debug build with
///   `fatalError("Binding error: ...")`, this one reports that line (`CocoaHooks`) instead.
///   `.completed` is ignored: the UI keeps showing the last value.
/// - Each element is applied on `scheduler`, `MainScheduler()` unless given: at once on the
///   main thread, moved to the main queue from any other thread.
public struct Binder<Value>: ObserverType {
    private let binding: (Event<Value>) -> Void

    /// A binder that applies each element to `target` (while it lives) on `scheduler`.
    public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(),
                                   binding: @escaping (Target, Value) -> Void) {
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
