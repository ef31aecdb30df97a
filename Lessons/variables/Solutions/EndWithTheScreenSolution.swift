import RxCore

extension Solution {
    static func volumeShown(volume: BehaviorRelay<Int>, screenClosed: Observable<Void>) -> Observable<Int> {
        // take(until:) completes the sequence (and releases the relay subscription) the moment
        // screenClosed emits: the completion Variable used to send on deinit, now explicit.
        volume.asObservable().take(until: screenClosed)
    }
}
