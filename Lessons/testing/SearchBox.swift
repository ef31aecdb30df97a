import RxCore

/// The code under test in this lesson: a search box's queries, sent once typing has paused for
/// 3 s, and never twice the same one in a row. It takes its scheduler as a parameter, which is
/// what makes it testable: a test hands it a TestScheduler.
public func searchQueries(_ typed: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    typed
        .debounce(.seconds(3), scheduler: scheduler)
        .distinctUntilChanged()
}
