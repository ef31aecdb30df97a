import RxCocoaKit
import RxCore

// A stand-in for KVO, in this lesson's folder (RxCocoaKit has no KVO).
//
// Linux has no Objective-C runtime, so there is no KVO to wrap. What KVO needs from an object
// is kept: a class instance (an identity and a lifetime) whose properties announce each change.
// A property opts in with `didSet { didChangeValue(for: \KVOView.frame) }`, the call an NSObject's
// setter makes for you. Swift key paths take the place of KVO's strings, so where
// `rx.observe(CGRect.self, "frame")` can only hope the string and the type match, here
// `rx.observe(\.frame)` is checked by the compiler.

/// Stand-in for an `NSObject` with KVO-compliant properties.
public class KVOObject: ReactiveCompatible {
    private var changeHandlers: [AnyKeyPath: [Int: () -> Void]] = [:]
    private var deallocHandlers: [Int: () -> Void] = [:]
    private var nextToken = 0

    /// Tells every observer of `keyPath` that it changed. Call it from the property's `didSet`.
    func didChangeValue(for keyPath: AnyKeyPath) {
        let handlers = (changeHandlers[keyPath] ?? [:]).sorted { $0.key < $1.key }
        for (_, handler) in handlers { handler() }
    }

    fileprivate func addObserver(for keyPath: AnyKeyPath, _ handler: @escaping () -> Void) -> Int {
        nextToken += 1
        changeHandlers[keyPath, default: [:]][nextToken] = handler
        return nextToken
    }

    fileprivate func removeObserver(_ token: Int, for keyPath: AnyKeyPath) {
        changeHandlers[keyPath]?[token] = nil
    }

    fileprivate func whenDeallocated(_ handler: @escaping () -> Void) -> Int {
        nextToken += 1
        deallocHandlers[nextToken] = handler
        return nextToken
    }

    fileprivate func removeDeallocHandler(_ token: Int) {
        deallocHandlers[token] = nil
    }

    deinit {
        for (_, handler) in deallocHandlers.sorted(by: { $0.key < $1.key }) { handler() }
    }
}

extension Reactive where Base: KVOObject {
    /// Stand-in for RxCocoa's `rx.observe(_:_:options:retainSelf:)`: the current value at once,
    /// then every change; it never completes by itself.
    ///
    /// With `retainSelf: true` (the default) the observable and every subscription hold the
    /// object strongly, so it lives at least as long as they do. With `false` they don't: use it
    /// for paths that start at `self`, where holding yourself would be a retain cycle. (Real KVO
    /// then crashes if the object goes away while still observed; this stand-in just stops.)
    public func observe<Value>(_ keyPath: KeyPath<Base, Value>, retainSelf: Bool = true) -> Observable<Value> {
        let strongBase: Base? = retainSelf ? base : nil
        return Observable.create { [weak weakBase = base] observer in
            guard let target = strongBase ?? weakBase else { return Disposables.create() }
            observer.onNext(target[keyPath: keyPath])
            let token = target.addObserver(for: keyPath) {
                if let current = strongBase ?? weakBase { observer.onNext(current[keyPath: keyPath]) }
            }
            return Disposables.create {
                (strongBase ?? weakBase)?.removeObserver(token, for: keyPath)
            }
        }
    }

    /// Stand-in for RxCocoa's `rx.observeWeakly(_:_:options:)`: like `observe`, but it never
    /// holds the object. When the object goes away it sends `nil` and completes.
    public func observeWeakly<Value>(_ keyPath: KeyPath<Base, Value>) -> Observable<Value?> {
        return Observable.create { [weak weakBase = base] observer in
            guard let target = weakBase else {
                observer.onNext(nil)
                observer.onCompleted()
                return Disposables.create()
            }
            observer.onNext(target[keyPath: keyPath])
            let token = target.addObserver(for: keyPath) {
                if let current = weakBase { observer.onNext(current[keyPath: keyPath]) }
            }
            let deallocToken = target.whenDeallocated {
                observer.onNext(nil)
                observer.onCompleted()
            }
            return Disposables.create {
                weakBase?.removeObserver(token, for: keyPath)
                weakBase?.removeDeallocHandler(deallocToken)
            }
        }
    }
}

/// `CGRect`'s stand-in; prints the way a CGRect does.
struct Rect: Equatable, CustomStringConvertible {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// A view with an observable frame (`UIView` with KVO; RxCocoaKit's headless `View` has no KVO).
final class KVOView: KVOObject {
    var frame: Rect {
        didSet { didChangeValue(for: \KVOView.frame) }
    }
    /// Called from deinit, so a demo can show when the view goes away.
    var onDeinit: (() -> Void)?

    init(frame: Rect) {
        self.frame = frame
    }

    deinit { onDeinit?() }
}
