import RxCore

extension Solution {
    static func pageOrGiveUp(_ request: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
        // timeout fails with RxError.timeout when nothing comes within 3 s, and disposing its
        // source on the way out cancels the request (the log says cancelled t=3).
        request.timeout(.seconds(3), scheduler: scheduler)
    }
}
