import LessonKit
import RxCocoaKit
import RxCore

/// The two other ways to make a Driver: onErrorDriveWith: and onErrorRecover:.
let driverErrorFallbacks = Demo(
    id: "driver-fallbacks",
    title: Localized(zh: "asDriver(onErrorDriveWith:) 与 asDriver(onErrorRecover:)", en: "asDriver(onErrorDriveWith:) and asDriver(onErrorRecover:)"),
    explanation: Localized(
        zh: "除了 onErrorJustReturn，书里还提到另外两种把错误挡在 Driver 外面的办法。onErrorDriveWith：接受一个事先准备好的 Driver：出错时改由它继续发值，不管错误是什么。onErrorRecover：接受一个闭包：它拿到错误本身，再据此造出接手的 Driver，所以可以按错误的种类给出不同的结果。三者都会在出错处结束原来的序列，之后只剩接手的那个。这里温度查询在第 1 秒给出 London 12°，在第 2 秒失败（404）：第一个 Driver 改接一个固定的 Driver，显示 offline；第二个看错误，404 显示 no such city，其他错误显示 try again。",
        en: "Besides onErrorJustReturn, the book names two more ways to keep an error out of a Driver. onErrorDriveWith: takes a Driver prepared in advance: after an error, that Driver carries on, whatever the error was. onErrorRecover: takes a closure that receives the error itself and builds the Driver that takes over from it, so different errors can lead to different results. All three end the original sequence where it failed; only the replacement goes on. Here a temperature lookup gives London 12° at 1 s and fails with a 404 at 2 s: the first Driver switches to a fixed Driver showing offline; the second looks at the error and shows no such city for a 404, try again for anything else."
    ),
    documented: "",
    note: Localized(
        zh: "书里只用一句话描述这两个方法，没有输出；这是它们在虚拟时钟上的运行结果。",
        en: "The book describes the two methods in a sentence each, with no output; this is how they run on the virtual clock."
    )
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
        .subscribe(onNext: { play.print("onErrorDriveWith: \($0) at \(play.now) s") })
        .disposed(by: bag)
    play.probe("onErrorRecover", recovered.asObservable())
        .subscribe(onNext: { play.print("onErrorRecover: \($0) at \(play.now) s") })
        .disposed(by: bag)
    play.sleep(4)
}
