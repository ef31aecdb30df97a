import RxCore

extension Attempt {
    /// `adoptKitten` is plain callback code from the messy world: it calls `completion` once,
    /// a second later. Bring its answer into Rx without a Subject: wrap it in an observable
    /// that emits the kitten and completes.
    static func kitten(for being: String, adopt: @escaping (_ being: String, _ completion: @escaping (String) -> Void) -> Void) -> Observable<String> {
        Observable<String>.create { observer in
            // TODO: call adopt(being) { kitten in ... } and send the kitten, then completed.
            return Disposables.create()
        }
    }
}
