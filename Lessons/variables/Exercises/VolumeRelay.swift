import RxCore

extension Attempt {
    /// A volume setting that starts at 5. `set` changes it; `changes` is what a slider binds to.
    /// A slider that appears later must still show the current volume at once.
    static func makeVolume() -> (changes: Observable<Int>, set: (Int) -> Void) {
        // TODO: a PublishRelay keeps no value; use RxSwift 6's replacement for Variable(5).
        let volume = PublishRelay<Int>()
        return (volume.asObservable(), { volume.accept($0) })
    }
}
