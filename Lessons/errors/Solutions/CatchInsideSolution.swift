import RxCore

extension Solution {
    /// Inside flatMap, catchAndReturn replaces only the inner sequence that failed; the
    /// outer sequence never sees an error, so later ids are still looked up.
    static func prices(_ ids: Observable<Int>, lookup: @escaping (Int) -> Observable<Int>) -> Observable<Int> {
        ids.flatMap { id in
            lookup(id).catchAndReturn(0)
        }
    }
}
