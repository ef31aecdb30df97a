import RxCore

extension Solution {
    static func makeVolume() -> (changes: Observable<Int>, set: (Int) -> Void) {
        // BehaviorRelay is Variable's RxSwift 6 replacement: it holds the current value and hands
        // it to every new subscriber, so the late slider starts at 7. accept(_:) replaces `value =`.
        let volume = BehaviorRelay(value: 5)
        return (volume.asObservable(), { volume.accept($0) })
    }
}
