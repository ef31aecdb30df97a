import RxCore

extension Attempt {
    /// Look up every id; a failed lookup should count as 0 and the rest should go on.
    static func prices(_ ids: Observable<Int>, lookup: @escaping (Int) -> Observable<Int>) -> Observable<Int> {
        // TODO: one failed lookup ends everything here. Move the recovery so that only
        // the failed lookup is replaced by 0.
        ids
            .flatMap { id in lookup(id) }
            .catchAndReturn(0)
    }
}
