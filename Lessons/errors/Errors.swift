import CourseKit
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
    documented: ""
) { play in
    let (temperature, humidity) = hotReadings(play)
    _ = Observable.combineLatest(temperature, humidity) { "\($0)° \($1)%" }
        .subscribe { play.print($0) }
    play.sleep(0.8) // a test scheduler's hot observables must outlive their events
}

/// catch replaces the failed sequence with another one.
let catchRecovers = Demo(
    id: "catch",
    documented: ""
) { play in
    let humidity = hotHumidity(play)
    _ = humidity.catch { error in
        play.say(zh: "湿度出错（\(error)），改用最后一个已知的值", en: "humidity failed: \(error), using the last known value")
        return Observable.just(48)
    }
    .subscribe { play.print($0) }
    withExtendedLifetime(humidity) { play.sleep(0.8) } // a test scheduler's hot observables must outlive their events
}

/// catchAndReturn: the common case, one fallback value.
let catchAndReturnOneValue = Demo(
    id: "catch-and-return",
    documented: ""
) { play in
    let (temperature, humidity) = hotReadings(play)
    _ = Observable.combineLatest(temperature, humidity) { "\($0)° \($1)%" }
        .catchAndReturn("no data")
        .subscribe { play.print($0) }
    play.sleep(0.8) // a test scheduler's hot observables must outlive their events
}

/// retry: subscribe again to a cold source.
let retryResubscribes = Demo(
    id: "retry",
    documented: ""
) { play in
    var attempts = 0
    let download = Observable<String>.create { observer in
        attempts += 1
        play.say(zh: "第 \(attempts) 次尝试", en: "attempt \(attempts)")
        let fails = attempts < 3
        return Observable<Int>.interval(.milliseconds(100), scheduler: play.scheduler)
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
    play.sleep(0.8)
}
