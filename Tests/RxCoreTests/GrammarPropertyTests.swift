import RxCore
import RxTest
import XCTest

/// For random scripted sources and random operator chains: every output obeys
/// `next* (error | completed)?`, times never go back, and `Resources.total` returns to
/// where it started once the test scheduler and its observers are gone.
final class GrammarPropertyTests: XCTestCase {
    private struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }

    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private func script(_ random: inout Generator, start: Int) -> [Recorded<Event<Int>>] {
        var events: [Recorded<Event<Int>>] = []
        var time = start
        for _ in 0..<random.next(6) {
            time += 1 + random.next(40)
            events.append(.next(time, random.next(5)))
        }
        time += 1 + random.next(40)
        switch random.next(3) {
        case 0: events.append(.completed(time))
        case 1: events.append(.error(time, Boom()))
        default: break
        }
        return events
    }

    private func source(_ scheduler: TestScheduler, _ random: inout Generator) -> Observable<Int> {
        random.next(2) == 0
            ? scheduler.createHotObservable(script(&random, start: 150)).asObservable()
            : scheduler.createColdObservable(script(&random, start: 0)).asObservable()
    }

    private func chain(_ input: Observable<Int>, _ other: Observable<Int>, _ scheduler: TestScheduler, _ random: inout Generator) -> Observable<Int> {
        var result = input
        for _ in 0..<(1 + random.next(4)) {
            switch random.next(24) {
            case 0: result = result.map { $0 * 2 }
            case 1: result = result.filter { $0 % 2 == 0 }
            case 2: result = result.scan(0, accumulator: +)
            case 3: result = result.take(2)
            case 4: result = result.skip(1)
            case 5: result = result.distinctUntilChanged()
            case 6: result = Observable.merge(result, other)
            case 7: result = result.flatMap { value in Observable.of(value, value + 1, scheduler: scheduler) }
            case 8: result = result.flatMapLatest { _ in other }
            case 9: result = result.concat(other)
            case 10: result = Observable.combineLatest(result, other) { $0 + $1 }
            case 11: result = Observable.zip(result, other) { $0 - $1 }
            case 12: result = result.catchAndReturn(-1)
            case 13: result = result.retry(2)
            case 14: result = result.delay(.seconds(5), scheduler: scheduler)
            case 15: result = result.debounce(.seconds(10), scheduler: scheduler)
            case 16: result = result.throttle(.seconds(10), latest: random.next(2) == 0, scheduler: scheduler)
            case 17: result = result.take(until: other)
            case 18: result = result.startWith(7)
            case 19: result = result.withLatestFrom(other) { $0 + $1 }
            case 20: result = result.share(replay: 1)
            case 21: result = result.observe(on: scheduler)
            case 22: result = result.materialize().dematerialize()
            default: result = result.timeout(.seconds(50), other: Observable.just(9), scheduler: scheduler)
            }
        }
        return result
    }

    private func assertGrammar(_ events: [Recorded<Event<Int>>], _ message: String) {
        var previous = Int.min
        for (index, recorded) in events.enumerated() {
            XCTAssertGreaterThanOrEqual(recorded.time, previous, "time went back: \(message)")
            previous = recorded.time
            if recorded.value.isStopEvent {
                XCTAssertEqual(index, events.count - 1, "event after a terminal: \(events) \(message)")
            }
        }
    }

    func testRandomChainsKeepTheGrammarAndReleaseEverything() {
        var random = Generator(state: 20261121)
        let before = Resources.total
        var completed = 0, failed = 0, values = 0
        for run in 0..<1_500 {
            autoreleasepool {
                let scheduler = TestScheduler(initialClock: 0)
                let input = source(scheduler, &random)
                let other = source(scheduler, &random)
                let disposedAt = random.next(3) == 0 ? 200 + random.next(200) : 1000
                let observer = scheduler.start(created: 100, subscribed: 200, disposed: disposedAt) {
                    self.chain(input, other, scheduler, &random)
                }
                assertGrammar(observer.events, "run \(run)")
                values += observer.events.filter { $0.value.element != nil }.count
                if observer.events.last?.value.isCompleted == true { completed += 1 }
                if observer.events.last?.value.error != nil { failed += 1 }
            }
            XCTAssertEqual(Resources.total, before, "run \(run) leaked")
            if Resources.total != before { return }
        }
        // The generator reaches every outcome, so the property is really exercised.
        XCTAssertGreaterThan(completed, 100)
        XCTAssertGreaterThan(failed, 100)
        XCTAssertGreaterThan(values, 1_000)
    }
}

#if !canImport(ObjectiveC)
private func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result { try body() }
#endif
