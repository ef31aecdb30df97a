import LessonKit
import RxCore

struct SensorFailed: Error, CustomStringConvertible {
    var description: String { "sensor failed" }
}

private func hotReadings(_ play: Playground) -> (temperature: Observable<Int>, humidity: Observable<Int>) {
    let temperature = play.scheduler.createHotObservable([.next(1, 20), .next(3, 21), .next(5, 22), .completed(7)])
    return (play.probe("temperature", temperature), hotHumidity(play))
}

/// The humidity sensor alone: 50 at tick 2, then it fails at tick 4.
private func hotHumidity(_ play: Playground) -> Observable<Int> {
    play.probe("humidity", play.scheduler.createHotObservable([.next(2, 50), .error(4, SensorFailed())]))
}

/// An error ends the sequence and everything that depends on it.
let anErrorEndsTheChain = Demo(
    id: "error-ends-the-chain",
    title: Localized(zh: "一个错误让整条链停下", en: "One error stops the whole chain"),
    explanation: Localized(
        zh: "错误是终止事件：一个序列出错后就结束了，依赖它的序列也随之出错结束，像电路里的断路器。这里 combineLatest 把温度和湿度合在一起；湿度传感器在第 4 拍出错，合并后的序列立刻以同样的错误结束，温度的订阅也被释放（温度那一行第 4 拍的 !），所以第 5 拍的 22 再也没人收到。",
        en: "An error is a terminal event: the failing sequence is over, and every sequence built on it fails and ends too, like a circuit breaker. Here combineLatest joins temperature and humidity; the humidity sensor fails at tick 4, the combined sequence ends at once with the same error, and the temperature subscription is released (the ! at tick 4 in its row), so nobody receives 22 at tick 5."
    ),
    documented: "",
    note: Localized(
        zh: "文档只用文字描述断路逻辑，没有代码和输出；这是一个小例子在虚拟时钟上的运行。",
        en: "The document describes the circuit-breaker logic in words only, with no code or output; this is a small example on the virtual clock."
    )
) { play in
    let (temperature, humidity) = hotReadings(play)
    _ = Observable.combineLatest(temperature, humidity) { "\($0)° \($1)%" }
        .subscribe { play.print($0) }
    play.sleep(8) // a test scheduler's hot observables must outlive their events
}

/// catch replaces the failed sequence with another one.
let catchRecovers = Demo(
    id: "catch",
    title: Localized(zh: "catch：用另一个序列接替出错的序列", en: "catch: another sequence takes over from the failed one"),
    explanation: Localized(
        zh: "catch 拦住错误，换上你给的序列继续：订阅者看不到错误，只看到后备序列的值，然后正常完成。注意湿度本身还是结束了；catch 只是让下游活下去。文档用的 catchError 是旧名，在这里会得到改用 catch 的提示。",
        en: "catch intercepts the error and continues with the sequence you return: the subscriber never sees the error, only the fallback's values, and then a normal completion. The humidity sequence itself is still over; catch only keeps the downstream alive. The document's catchError is the old name; here the compiler points you to catch."
    ),
    documented: "",
    note: Localized(
        zh: "文档只提到 catch 有很多重载，没有输出；这是它在虚拟时钟上的运行。",
        en: "The document only says catch has many overloads, with no output; this is it running on the virtual clock."
    )
) { play in
    let humidity = hotHumidity(play)
    _ = humidity.catch { error in
        play.print("humidity failed: \(error), using the last known value")
        return Observable.just(48)
    }
    .subscribe { play.print($0) }
    withExtendedLifetime(humidity) { play.sleep(8) } // a test scheduler's hot observables must outlive their events
}

/// catchAndReturn: the common case, one fallback value.
let catchAndReturnOneValue = Demo(
    id: "catch-and-return",
    title: Localized(zh: "catchAndReturn：出错时给一个默认值", en: "catchAndReturn: one default value on error"),
    explanation: Localized(
        zh: "最常见的恢复方式是出错时发出一个默认值然后完成，这就是 catchAndReturn（文档时代叫 catchErrorJustReturn）。它等于 catch { _ in .just(value) }。combineLatest 出错后被替换成 \"no data\"，然后完成。",
        en: "The most common recovery emits one default value and completes: catchAndReturn (catchErrorJustReturn in the document's days). It is the same as catch { _ in .just(value) }. When combineLatest fails it is replaced by \"no data\", then completes."
    ),
    documented: "",
    note: Localized(
        zh: "文档只提到这个操作符的旧名，没有输出；这是它在虚拟时钟上的运行。",
        en: "The document only mentions this operator's old name, without output; this is it on the virtual clock."
    )
) { play in
    let (temperature, humidity) = hotReadings(play)
    _ = Observable.combineLatest(temperature, humidity) { "\($0)° \($1)%" }
        .catchAndReturn("no data")
        .subscribe { play.print($0) }
    play.sleep(8) // a test scheduler's hot observables must outlive their events
}

/// retry: subscribe again to a cold source.
let retryResubscribes = Demo(
    id: "retry",
    title: Localized(zh: "retry：重新订阅冷序列", en: "retry: subscribe to a cold source again"),
    explanation: Localized(
        zh: "retry 在出错时不把错误往下传，而是重新订阅源序列。这只对冷序列有意义：每次订阅都重新做一遍工作（这里是一次下载，打印 attempt N）。前两次下载在发出第一块之后失败，第三次成功。注意订阅者会再次收到已经收到过的块：retry 不会替你去重。",
        en: "On an error, retry does not pass it on; it subscribes to the source again. That only makes sense for a cold source, where each subscription redoes the work (a download here, printing attempt N). The first two downloads fail after their first chunk, the third succeeds. Note that the subscriber receives chunks it has already seen: retry does not deduplicate for you."
    ),
    documented: "",
    note: Localized(
        zh: "文档的错误处理一节没有 retry 的例子；这是它在虚拟时钟上的运行。",
        en: "The document's error section has no retry example; this is it on the virtual clock."
    )
) { play in
    var attempts = 0
    let download = Observable<String>.create { observer in
        attempts += 1
        play.print("attempt \(attempts)")
        let fails = attempts < 3
        return Observable<Int>.interval(.seconds(1), scheduler: play.scheduler)
            .take(2)
            .subscribe(onNext: { index in
                if index == 0 {
                    observer.on(.next("chunk 1"))
                } else if fails {
                    observer.on(.error(SensorFailed()))
                } else {
                    observer.on(.next("chunk 2"))
                    observer.on(.completed)
                }
            })
    }
    _ = play.probe("retry(3)", download.retry(3))
        .subscribe { play.print($0) }
    play.sleep(8)
}
