// The `.rx` namespace, as RxSwift 6 has it in RxSwift itself: the reactive members of a type
// are extensions of `Reactive` constrained on `Base` (RxCocoaKit's `textField.rx.text`).

/// The `.rx` namespace: `textField.rx.text`, `label.rx.text`, `network.rx.json(url:)`.
///
/// `Reactive` only holds the object it extends (`base`). Extensions constrained on `Base`
/// add the reactive members, exactly as RxCocoa does (`extension Reactive where Base: TextField`).
/// Every writable property of a class is a binder too (`object.rx.title`), as in RxSwift 6.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The object the extensions talk to.
    public let base: Base

    /// Wraps `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// A binder that writes each element into `base`'s property at `keyPath`
    /// (`values.bind(to: object.rx.title)`), with `Binder`'s rules.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property> where Base: AnyObject {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}

/// A type that gets the `.rx` namespace. Adopt it (no members to write) and extend
/// `Reactive where Base: YourType`.
public protocol ReactiveCompatible {
    /// The type `rx` wraps, normally `Self`.
    associatedtype ReactiveBase

    /// The static `.rx` namespace (`Type.rx`).
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The instance `.rx` namespace (`value.rx`).
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // The setter does nothing; it lets `Reactive` extensions declare mutating members.
        // swiftlint:disable:next unused_setter_value
        set {}
    }

    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // swiftlint:disable:next unused_setter_value
        set {}
    }
}
