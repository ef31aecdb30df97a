// Names the documents use from RxSwift 2–5. Each still works and its warning names the
// RxSwift 6 spelling, so the compiler teaches the rename.

extension Disposable {
    @available(*, deprecated, renamed: "disposed(by:)")
    public func addDisposableTo(_ bag: DisposeBag) {
        disposed(by: bag)
    }

    @available(*, deprecated, message: "scopedDispose() was deprecated in RxSwift 2.0.0-rc.0 and removed in 2.0.0: keep the subscription in a DisposeBag that lives exactly as long as the scope")
    public func scopedDispose() -> ScopedDisposable {
        scoped()
    }
}

extension ObservableType {
    @available(*, deprecated, renamed: "subscribe(onNext:)")
    public func subscribeNext(_ onNext: @escaping (Element) -> Void, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        subscribe(onNext: onNext, file: file, line: line)
    }

    @available(*, deprecated, renamed: "subscribe(onError:)")
    public func subscribeError(_ onError: @escaping (Swift.Error) -> Void, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        subscribe(onError: onError, file: file, line: line)
    }

    @available(*, deprecated, renamed: "subscribe(onCompleted:)")
    public func subscribeCompleted(_ onCompleted: @escaping () -> Void, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        subscribe(onCompleted: onCompleted, file: file, line: line)
    }
}

/// RxSwift 2's name for the disposable that does nothing.
public enum NopDisposable {
    @available(*, deprecated, message: "NopDisposable.instance is Disposables.create() in RxSwift 6")
    public static var instance: Disposable { Disposables.create() }
}

extension ObservableType where Element: RxAbstractInteger {
    /// RxSwift 2–5 took seconds as a `TimeInterval`.
    @available(*, deprecated, message: "interval takes a DispatchTimeInterval in RxSwift 6: interval(.milliseconds(300), scheduler:)")
    public static func interval(_ period: Double, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        interval(.interval(period), scheduler: scheduler, file: file, line: line)
    }

    @available(*, deprecated, message: "timer takes DispatchTimeIntervals in RxSwift 6: timer(.seconds(1), scheduler:)")
    public static func timer(_ dueTime: Double, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        timer(.interval(dueTime), scheduler: scheduler, file: file, line: line)
    }
}
