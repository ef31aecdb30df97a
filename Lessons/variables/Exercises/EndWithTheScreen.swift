import RxCore

extension Attempt {
    /// The volume a screen shows while it is open. `screenClosed` fires when the screen goes away.
    static func volumeShown(volume: BehaviorRelay<Int>, screenClosed: Observable<Void>) -> Observable<Int> {
        // TODO: a relay never completes; end this sequence when screenClosed fires.
        volume.asObservable()
    }
}
