/// Stands in for a KVO-compliant (`dynamic`) Objective-C property: `$name` is a signal that
/// sends the current value when subscribed, then every new value set.
@propertyWrapper
public final class KVO<Value> {
    private var value: Value
    private let changes: RACBehaviorSubject<Value>

    public init(wrappedValue: Value) {
        value = wrappedValue
        changes = RACBehaviorSubject(defaultValue: wrappedValue)
    }

    public var wrappedValue: Value {
        get { value }
        set {
            value = newValue
            changes.sendNext(newValue)
        }
    }

    public var projectedValue: RACSignal<Value> { changes }
}

/// RAC's `RACObserve(self, username)`: the signal of a `@KVO` property, named by the key path
/// of its `$` projection (`RACObserve(form, \.$username)`).
public func RACObserve<Object: AnyObject, Value>(_ object: Object, _ keyPath: KeyPath<Object, RACSignal<Value>>) -> RACSignal<Value> {
    object[keyPath: keyPath]
}
