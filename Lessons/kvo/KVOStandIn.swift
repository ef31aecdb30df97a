import RxCocoaKit
import RxCore

// A stand-in for KVO, in this lesson's folder (RxCocoaKit has no KVO).
//
// Linux has no Objective-C runtime, so there is no KVO to wrap. What KVO needs from an object
// is kept: a class instance (an identity and a lifetime) whose properties can be read by name
// (KVC's value(forKey:), here through Mirror) and announce each change by name
// (`didSet { didChangeValue(forKey: "frame") }`, the call an NSObject's setter makes for you).
// The observing methods keep RxCocoa's shape: `rx.observe(CGRect.self, "frame")`, a type hint
// and a string key path (dotted paths such as "view.frame" included), elements `Element?`.

/// Stand-in for RxCocoa's `KeyValueObservingOptions`.
public struct KeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Send the current value at once, on subscription.
    public static let initial = KeyValueObservingOptions(rawValue: 1 << 0)
    /// Send every new value.
    public static let new = KeyValueObservingOptions(rawValue: 1 << 1)
}

/// Stand-in for an `NSObject` with KVO-compliant properties.
public class KVOObject: ReactiveCompatible {
    private var changeHandlers: [String: [Int: () -> Void]] = [:]
    private var deallocHandlers: [Int: () -> Void] = [:]
    private var nextToken = 0

    /// Tells every observer of `key` that it changed. Call it from the property's `didSet`.
    func didChangeValue(forKey key: String) {
        let handlers = (changeHandlers[key] ?? [:]).sorted { $0.key < $1.key }
        for (_, handler) in handlers { handler() }
    }

    /// KVC's `value(forKey:)`: the stored property named `key`, found by reflection.
    func value(forKey key: String) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == key }) { return child.value }
            mirror = current.superclassMirror
        }
        return nil
    }

    fileprivate func addObserver(forKey key: String, _ handler: @escaping () -> Void) -> Int {
        nextToken += 1
        changeHandlers[key, default: [:]][nextToken] = handler
        return nextToken
    }

    fileprivate func removeObserver(_ token: Int, forKey key: String) {
        changeHandlers[key]?[token] = nil
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
    /// Stand-in for RxCocoa's `rx.observe(_:_:options:retainSelf:)`: the value at `keyPath` now
    /// (with `.initial`), then at every change, as `Element?` (nil when the value is not an
    /// `Element`); it never completes by itself.
    ///
    /// With `retainSelf: true` (the default) the observable and every subscription hold the
    /// object strongly, so it lives at least as long as they do. With `false` they don't: use it
    /// for paths that start at `self`, where holding yourself would be a retain cycle. (Real KVO
    /// then crashes if the object goes away while still observed; this stand-in just stops.)
    public func observe<Element>(_ type: Element.Type, _ keyPath: String,
                                 options: KeyValueObservingOptions = [.new, .initial],
                                 retainSelf: Bool = true) -> Observable<Element?> {
        KVOPath(keyPath).values(of: base, holding: retainSelf, completesOnDealloc: false, options: options)
            .map { $0 as? Element }
    }

    /// Stand-in for RxCocoa's `rx.observeWeakly(_:_:options:)`: like `observe`, but it never
    /// holds the object. When the object goes away it sends `nil` and completes.
    public func observeWeakly<Element>(_ type: Element.Type, _ keyPath: String,
                                       options: KeyValueObservingOptions = [.new, .initial]) -> Observable<Element?> {
        KVOPath(keyPath).values(of: base, holding: false, completesOnDealloc: true, options: options)
            .map { $0 as? Element }
    }
}

/// A dotted key path ("view.frame"): its first key is observed on the object, the rest on the
/// object that key holds, switching whenever the first key changes (as KVO does).
private struct KVOPath {
    let keys: [String]

    init(_ path: String) { keys = path.split(separator: ".").map(String.init) }

    func values(of object: KVOObject, holding: Bool, completesOnDealloc: Bool,
                options: KeyValueObservingOptions) -> Observable<Any?> {
        guard let key = keys.first else { return .just(nil) }
        let first = Self.observe(key, of: object, holding: holding, completesOnDealloc: completesOnDealloc, options: options)
        guard keys.count > 1 else { return first }
        let rest = KVOPath(keys.dropFirst().joined(separator: "."))
        return first.flatMapLatest { value -> Observable<Any?> in
            guard let child = value as? KVOObject else { return .just(nil) }
            return rest.values(of: child, holding: true, completesOnDealloc: false, options: [.new, .initial])
        }
    }

    private static func observe(_ key: String, of object: KVOObject, holding: Bool, completesOnDealloc: Bool,
                                options: KeyValueObservingOptions) -> Observable<Any?> {
        let strongObject: KVOObject? = holding ? object : nil
        return Observable.create { [weak weakObject = object] observer in
            guard let target = strongObject ?? weakObject else {
                if completesOnDealloc {
                    observer.onNext(nil)
                    observer.onCompleted()
                }
                return Disposables.create()
            }
            if options.contains(.initial) { observer.onNext(target.value(forKey: key)) }
            let token = target.addObserver(forKey: key) {
                if options.contains(.new), let current = strongObject ?? weakObject { observer.onNext(current.value(forKey: key)) }
            }
            let deallocToken = completesOnDealloc ? target.whenDeallocated {
                observer.onNext(nil)
                observer.onCompleted()
            } : nil
            return Disposables.create {
                let current = strongObject ?? weakObject
                current?.removeObserver(token, forKey: key)
                if let deallocToken { current?.removeDeallocHandler(deallocToken) }
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
        didSet { didChangeValue(forKey: "frame") }
    }
    /// Called from deinit, so a demo can show when the view goes away.
    var onDeinit: (() -> Void)?

    init(frame: Rect) {
        self.frame = frame
    }

    deinit { onDeinit?() }
}
