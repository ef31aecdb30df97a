import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// The two other ways to make a Driver: onErrorDriveWith: and onErrorRecover:.
let driverErrorFallbacks = Demo(
    id: "driver-fallbacks",
    documented: ""
) { play in
    MainThread.use(play.scheduler)
    struct LookupFailed: Error { let statusCode: Int }
    let bag = DisposeBag()
    let lookup = play.scheduler.createColdObservable([
        .next(1, "London 12°"), .error(2, LookupFailed(statusCode: 404)),
    ]).asObservable()

    let fixed = lookup.asDriver(onErrorDriveWith: Driver.just("offline"))
    let recovered = lookup.asDriver(onErrorRecover: { error in
        if let failed = error as? LookupFailed, failed.statusCode == 404 {
            return Driver.just("no such city")
        }
        return Driver.just("try again")
    })

    play.probe("onErrorDriveWith", fixed.asObservable())
        .subscribe(onNext: { play.say(zh: "onErrorDriveWith: \($0)（第 \(play.now) 拍）", en: "onErrorDriveWith: \($0) at tick \(play.now)") })
        .disposed(by: bag)
    play.probe("onErrorRecover", recovered.asObservable())
        .subscribe(onNext: { play.say(zh: "onErrorRecover: \($0)（第 \(play.now) 拍）", en: "onErrorRecover: \($0) at tick \(play.now)") })
        .disposed(by: bag)
    play.sleep(0.4)
}
