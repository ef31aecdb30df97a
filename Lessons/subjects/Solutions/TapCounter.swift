import RxCore

/// A BehaviorRelay holds the count (starting at 0, handed to each subscriber at once) and
/// has no onError or onCompleted: only accept. Whatever happens to `taps`, the count goes on.
/// BehaviorRelay 保存计数（从 0 开始，每个订阅者一来就拿到），它没有 onError，也没有
/// onCompleted，只有 accept。不管 `taps` 怎样，计数都会继续。
func tapCounter(_ taps: Observable<String>) -> Observable<Int> {
    let count = BehaviorRelay(value: 0)
    _ = taps.subscribe(onNext: { _ in count.accept(count.value + 1) })
    return count.asObservable()
}
