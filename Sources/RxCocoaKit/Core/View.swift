import RxCore

/// A headless `UIView`: no pixels, just state a lesson can read and bind to.
///
/// UIKit does not exist on Linux. Each view here keeps what it was shown, stamped with the
/// virtual tick it was set on (`MainThread.use(play.scheduler)` before creating views), so a
/// lesson can print it or draw it as a marble row.
open class View: ReactiveCompatible {
    /// Reads the main scheduler's virtual clock (nil on a real clock), fixed at creation.
    let tick: () -> Int?
    let deallocation = ReplaySubject<Void>.create(bufferSize: 1)

    /// `isHidden`, as in UIKit.
    public var isHidden = false

    public init() {
        tick = MainThread.tickReader()
    }

    deinit {
        deallocation.onNext(())
        deallocation.onCompleted()
    }
}

extension Reactive where Base: View {
    /// Fires once when the view is released (then completes): what `take(until:)` ends
    /// control properties and events with, so they never outlive their control.
    public var deallocated: Observable<Void> {
        base.deallocation.asObservable()
    }

    /// Binds `isHidden`.
    public var isHidden: Binder<Bool> {
        Binder(element: base) { view, hidden in view.isHidden = hidden }
    }
}

/// One value a view was given, and the virtual tick it was given at.
public struct Change<Value> {
    /// The main scheduler's virtual tick (nil on a real clock).
    public let tick: Int?
    public let value: Value
}

extension Change: Equatable where Value: Equatable {}

/// A value a view shows, with its history and a stream of its changes.
final class Shown<Value> {
    private(set) var value: Value
    private(set) var history: [Change<Value>] = []
    let changes = PublishRelay<Value>()
    private let tick: () -> Int?

    init(_ value: Value, tick: @escaping () -> Int?) {
        self.value = value
        self.tick = tick
    }

    func set(_ newValue: Value) {
        value = newValue
        history.append(Change(tick: tick(), value: newValue))
        changes.accept(newValue)
    }
}
