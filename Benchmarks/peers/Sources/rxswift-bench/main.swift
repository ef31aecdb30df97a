import Foundation
import RxSwift
import RxTest

// rxbench's runtime cases on RxSwift 6.10.2 and RxTest, under the same names, each the best of
// 3 runs by the measuring thread's CPU time. One line a case: rxbench's key for it, CPU ns/op,
// wall-clock ns/op and what ran, tab-separated; `rxbench --peers FILE` reads them.

func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }
@inline(never) func opaque<T>(_ value: T) -> T { value }

/// rxbench's generator (TextKit's SplitMix64), so the scheduler sees the same times.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

let only = Array(CommandLine.arguments.dropFirst())

func measure(_ key: String, _ name: String, operations: Int, _ body: () -> Void) {
    guard only.isEmpty || only.contains(key) else { return }
    var best = Double.infinity, bestCPU = Double.infinity
    for _ in 0..<3 {
        let start = DispatchTime.now().uptimeNanoseconds
        let startCPU = threadCPUSeconds()
        body()
        bestCPU = min(bestCPU, threadCPUSeconds() - startCPU)
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    print(key + String(format: "\t%.1f\t%.1f\t", bestCPU * 1e9 / Double(operations), best * 1e9 / Double(operations)) + name)
}

// A tenth of rxbench's 10M elements: the figures are per element, and RxSwift takes longer each.
let count = opaque(1_000_000)
measure("create", "RxSwift 6.10.2: create 1M Ints -> map -> filter -> scan -> subscribe", operations: count) {
    var last = 0
    let source = Observable<Int>.create { observer in
        for i in 0..<count { observer.onNext(i) }
        observer.onCompleted()
        return Disposables.create()
    }
    _ = source.map { $0 &* 2 }.filter { $0 % 3 != 0 }.scan(0) { $0 &+ $1 }.subscribe(onNext: { last = $0 })
    blackHole(last)
}

measure("range", "RxSwift 6.10.2: range 1M -> map -> filter -> scan -> subscribe", operations: count) {
    var last = 0
    _ = Observable.range(start: 0, count: count).map { $0 &* 2 }.filter { $0 % 3 != 0 }.scan(0) { $0 &+ $1 }
        .subscribe(onNext: { last = $0 })
    blackHole(last)
}

let actions = 1_000_000
measure("scheduler", "RxTest 6.10.2: TestScheduler, 1M actions at random times", operations: actions) {
    let scheduler = TestScheduler(initialClock: 0)
    var generator = SplitMix64(state: 42)
    var ran = 0
    for _ in 0..<actions {
        scheduler.scheduleAt(Int(generator.next() % 1_000_000)) { ran += 1 }
    }
    scheduler.start()
    precondition(ran == actions)
}

let observers = 100, elements = 100_000
measure("subject", "RxSwift 6.10.2: PublishSubject, 100 observers x 100k elements", operations: observers * elements) {
    let subject = PublishSubject<Int>()
    var sum = 0
    let bag = DisposeBag()
    for _ in 0..<observers {
        subject.subscribe(onNext: { sum &+= $0 }).disposed(by: bag)
    }
    for i in 0..<elements { subject.onNext(i) }
    blackHole(sum)
}

let ticks = 200_000
measure("scheduler-chain", "RxTest 6.10.2: TestScheduler 200k -> map -> filter -> scan", operations: ticks) {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable((1...ticks).map { Recorded.next($0, $0) })
    var last = 0
    _ = source.map { $0 &* 2 }.filter { $0 % 3 != 0 }.scan(0) { $0 &+ $1 }.subscribe(onNext: { last = $0 })
    scheduler.start()
    blackHole(last)
}

let created = opaque(200_000)
measure("create-200k", "RxSwift 6.10.2: create 200k -> map -> filter -> scan", operations: created) {
    var last = 0
    _ = Observable<Int>.create { observer in
        for i in 0..<created { observer.onNext(i) }
        observer.onCompleted()
        return Disposables.create()
    }
    .map { $0 &* 2 }.filter { $0 % 3 != 0 }.scan(0) { $0 &+ $1 }
    .subscribe(onNext: { last = $0 })
    blackHole(last)
}
