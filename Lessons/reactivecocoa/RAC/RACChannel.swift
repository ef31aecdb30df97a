import RxCore

/// One end of a `RACChannel`: subscribe to it for the values the other end receives; send
/// to it (it is a subscriber too) to hand values to the other end. As in RAC 2.5, a
/// terminal is a signal over one subject and a subscriber that forwards to the other.
public final class RACChannelTerminal<Value>: RACSignal<Value>, RACSubscriber {
    private let otherTerminal: RACSubject<Value>

    init(values: RACSubject<Value>, otherTerminal: RACSubject<Value>) {
        self.otherTerminal = otherTerminal
        super.init(values.asObservable())
    }

    public func sendNext(_ value: Value) { otherTerminal.sendNext(value) }
    public func sendError(_ error: Error) { otherTerminal.sendError(error) }
    public func sendCompleted() { otherTerminal.sendCompleted() }
    public func didSubscribe(with disposable: RACCompoundDisposable) { otherTerminal.didSubscribe(with: disposable) }
}

/// Two terminals joined back to back, the building block of two-way binding. What is sent
/// to the leading terminal comes out of the following one, and the other way round. The
/// following side remembers its latest value (a replay subject of capacity 1), the leading
/// side none (capacity 0); an error or completion on either side reaches both.
open class RACChannel<Value> {
    public let leadingTerminal: RACChannelTerminal<Value>
    public let followingTerminal: RACChannelTerminal<Value>

    public init() {
        let leadingSubject = RACReplaySubject<Value>(capacity: 0)
        let followingSubject = RACReplaySubject<Value>(capacity: 1)
        // Errors and completion go everywhere; values only across.
        RACSignal(leadingSubject.asObservable().filter { _ in false }).subscribe(followingSubject)
        RACSignal(followingSubject.asObservable().filter { _ in false }).subscribe(leadingSubject)
        leadingTerminal = RACChannelTerminal(values: leadingSubject, otherTerminal: followingSubject)
        followingTerminal = RACChannelTerminal(values: followingSubject, otherTerminal: leadingSubject)
    }
}

/// RAC's `RACChannelTo(object, keyPath)` for a `@KVO` property: a RACKVOChannel's following
/// terminal. Subscribing to it gives the property's current value, then every change;
/// sending to it sets the property. A change the channel itself made is not sent back out
/// (RACKVOChannel's ignoreNextUpdate), so two bound channels do not echo forever.
public func RACChannelTo<Object: AnyObject, Value>(
    _ object: Object,
    _ property: ReferenceWritableKeyPath<Object, Value>,
    _ signal: KeyPath<Object, RACSignal<Value>>
) -> RACChannelTerminal<Value> {
    let channel = RACChannel<Value>()
    var ignoreNextUpdate = false
    // The KVO side: the property's values go in at the leading terminal.
    object[keyPath: signal].subscribeNext { value in
        if ignoreNextUpdate {
            ignoreNextUpdate = false
            return
        }
        channel.leadingTerminal.sendNext(value)
    }
    // Values sent to the following terminal arrive here and are written to the property.
    channel.leadingTerminal.subscribeNext { [weak object] value in
        ignoreNextUpdate = true
        object?[keyPath: property] = value
    }
    return channel.followingTerminal
}

/// RAC's `RACChannelTo(a, x) = RACChannelTo(b, y)`: a takes b's current value, and from
/// then on a change on either side is written to the other.
public func RACChannelBind<Value>(_ selfTerminal: RACChannelTerminal<Value>, to otherTerminal: RACChannelTerminal<Value>) {
    otherTerminal.subscribe(selfTerminal)
    RACSignal(selfTerminal.asObservable().skip(1)).subscribe(otherTerminal)
}
