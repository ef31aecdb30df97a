import RxCore

/// A headless `UIActivityIndicatorView`: whether it spins, and when it started and stopped.
public final class ActivityIndicator: View {
    private let shown: Shown<Bool>

    public init(isAnimating: Bool = false) {
        shown = Shown(isAnimating, tick: MainThread.tickReader())
        super.init()
    }

    /// True while it spins.
    public var isAnimating: Bool { shown.value }
    public func startAnimating() { shown.set(true) }
    public func stopAnimating() { shown.set(false) }

    /// Every start and stop, with its tick.
    public var history: [Change<Bool>] { shown.history }

    var animatingRelay: PublishRelay<Bool> { shown.changes }
}

extension Reactive where Base: ActivityIndicator {
    /// Binds spinning: `true` starts, `false` stops.
    public var isAnimating: Binder<Bool> {
        Binder(element: base) { indicator, active in
            if active { indicator.startAnimating() } else { indicator.stopAnimating() }
        }
    }

    /// Each value bound from now on, for printing or a marble row. Never completes.
    public var isAnimatingChanges: Observable<Bool> {
        base.animatingRelay.asObservable()
    }
}

/// A headless `UIProgressView`: a fraction from 0 to 1, and its history.
public final class ProgressView: View {
    private let shown: Shown<Float>

    public init(progress: Float = 0) {
        shown = Shown(progress, tick: MainThread.tickReader())
        super.init()
    }

    /// The fraction done, clamped to 0...1 as UIKit does.
    public var progress: Float {
        get { shown.value }
        set { shown.set(min(max(newValue, 0), 1)) }
    }

    /// Every progress set, with its tick.
    public var history: [Change<Float>] { shown.history }

    var progressRelay: PublishRelay<Float> { shown.changes }
}

extension Reactive where Base: ProgressView {
    /// Binds `progress`.
    public var progress: Binder<Float> {
        Binder(element: base) { view, progress in view.progress = progress }
    }

    /// Each progress set from now on, for printing or a marble row. Never completes.
    public var progressChanges: Observable<Float> {
        base.progressRelay.asObservable()
    }
}
