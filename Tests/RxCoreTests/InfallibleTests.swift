import XCTest
import RxCore
import RxTest

final class InfallibleTests: XCTestCase {
    // MARK: - Making one

    func testCreate_NextAndCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposed = false
        let savedHook = Hooks.onGrammarViolation
        defer { Hooks.onGrammarViolation = savedHook }
        var violations: [Hooks.GrammarViolation.Kind] = []
        Hooks.onGrammarViolation = { violations.append($0.kind) }
        let res = scheduler.start {
            Infallible<Int>.create { observer in
                observer(.next(1))
                observer(.next(2))
                observer(.completed)
                observer(.next(3))  // after the terminal: dropped
                return Disposables.create { disposed = true }
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(violations, [.eventAfterTerminal])
        XCTAssertTrue(disposed)
    }

    func testAsInfallible_OnErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(250, OpsTestError.boom), .next(260, 3)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(250, 0), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsInfallible_OnErrorJustReturn_CompletesNormally() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsInfallible_OnErrorFallbackTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, OpsTestError.boom)])
        let ys = scheduler.createColdObservable([.next(10, 7), .next(20, 8), .completed(30)])
        let res = scheduler.start { xs.asInfallible(onErrorFallbackTo: ys.asInfallible(onErrorJustReturn: -1)) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 7), .next(250, 8), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 260)])
    }

    func testAsInfallible_OnErrorRecover_GetsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, OpsTestError.bang)])
        var seen: [String] = []
        let res = scheduler.start {
            xs.asInfallible(onErrorRecover: { error in
                seen.append("\(error)")
                return .just(99)
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 99), .completed(230)])
        XCTAssertEqual(seen, ["bang"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAsInfallible_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .error(500, OpsTestError.boom)])
        let res = scheduler.start(disposed: 300) { xs.asInfallible(onErrorJustReturn: 0) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    /// Whatever the source does, nothing that reaches an observer of the Infallible is an error.
    func testNeverErrors_AllConversions() {
        let conversions: [(Observable<Int>) -> Infallible<Int>] = [
            { $0.asInfallible(onErrorJustReturn: 0) },
            { $0.asInfallible(onErrorFallbackTo: .empty()) },
            { $0.asInfallible(onErrorFallbackTo: .never()) },
            { $0.asInfallible(onErrorRecover: { _ in .of(1, 2) }) },
        ]
        for convert in conversions {
            for failAt in [205, 210, 250, 299] {
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createHotObservable([.next(201, 1), .next(220, 2), .next(260, 3), .error(failAt, OpsTestError.boom)])
                let res = scheduler.start { convert(xs.asObservable()).map { $0 + 1 }.filter { _ in true } }
                XCTAssertFalse(res.events.contains { $0.value.error != nil }, "failing at \(failAt): \(res.events)")
                XCTAssertEqual(xs.subscriptions, [Subscription(200, failAt)])
            }
        }
    }

    func testStaticCreation() {
        func run(_ make: @escaping () -> Infallible<Int>) -> [Recorded<Event<Int>>] {
            TestScheduler(initialClock: 0).start(make).events
        }
        XCTAssertEqual(run { .just(1) }, [.next(200, 1), .completed(200)])
        XCTAssertEqual(run { .of(1, 2, 3) }, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
        XCTAssertEqual(run { .from([4, 5]) }, [.next(200, 4), .next(200, 5), .completed(200)])
        XCTAssertEqual(run { .from(6 ... 7) }, [.next(200, 6), .next(200, 7), .completed(200)])
        XCTAssertEqual(run { .empty() }, [.completed(200)])
        XCTAssertEqual(run { .never() }, [])
        var made = 0
        let deferred = Infallible<Int>.deferred { made += 1; return .just(made) }
        XCTAssertEqual(made, 0)
        XCTAssertEqual(run { deferred }, [.next(200, 1), .completed(200)])
        XCTAssertEqual(run { deferred }, [.next(200, 2), .completed(200)])
    }

    func testJustOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Infallible.just(1, scheduler: scheduler) }
        // The completion is scheduled from inside the element's action: one tick later on the test clock.
        XCTAssertEqual(res.events, [.next(201, 1), .completed(202)])
    }

    // MARK: - Subscribing

    func testSubscribe_NextCompletedDisposed_InOrder() {
        var log: [String] = []
        _ = Infallible.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
    }

    func testSubscribe_DisposedEarly() {
        var log: [String] = []
        let relay = PublishRelay<Int>()
        let subscription = relay.asInfallible().subscribe(onNext: { log.append("next \($0)") }, onDisposed: { log.append("disposed") })
        relay.accept(1)
        subscription.dispose()
        relay.accept(2)
        XCTAssertEqual(log, ["next 1", "disposed"])
    }

    func testSubscribeWith_ObjectIsNotRetained() {
        final class Owner { var seen: [Int] = [] }
        var owner: Owner? = Owner()
        weak var weakOwner: Owner?  // a weak constant needs Swift 6.2: a var, assigned apart, builds with Swift 6.0 too
        weakOwner = owner
        let relay = BehaviorRelay(value: 1)
        var completedWith: Owner?
        let subscription = relay.asInfallible().subscribe(with: owner!, onNext: { $0.seen.append($1) }, onCompleted: { completedWith = $0 })
        relay.accept(2)
        XCTAssertEqual(owner?.seen, [1, 2])
        owner = nil
        XCTAssertNil(weakOwner)
        relay.accept(3)  // nothing to call: no crash
        XCTAssertNil(completedWith)
        subscription.dispose()
    }

    func testSubscribeEvents() {
        var log: [String] = []
        _ = Infallible.of(1, 2).subscribe { (event: InfallibleEvent<Int>) in
            switch event {
            case .next(let value): log.append("next \(value)")
            case .completed: log.append("completed")
            }
        }
        XCTAssertEqual(log, ["next 1", "next 2", "completed"])
        XCTAssertEqual(InfallibleEvent.next(3).event, Event.next(3))
        XCTAssertEqual(InfallibleEvent<Int>.completed.event, Event.completed)
    }

    /// A throwing closure is the one way an error gets in: it is reported, never delivered.
    func testThrowingClosure_ErrorGoesToDefaultHandler() {
        let saved = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = saved }
        var reported: [String] = []
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        var log: [String] = []
        _ = Infallible.of(1, 2).do(onNext: { if $0 == 2 { throw OpsTestError.boom } }).subscribe { (event: InfallibleEvent<Int>) in
            log.append("\(event.event)")
        }
        XCTAssertEqual(log, ["next(1)"])
        XCTAssertEqual(reported, ["boom"])
    }

    // MARK: - Operators

    func testMapFilterScan() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).map { $0 * 10 }.filter { $0 != 30 }.scan(0, accumulator: +)
        }
        XCTAssertEqual(res.events, [.next(210, 20), .next(230, 60), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testCompactMapScanIntoStartWith() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(240)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: "").compactMap { Int($0) }.scan(into: [Int]()) { $0.append($1) }.map(\.count).startWith(0)
        }
        XCTAssertEqual(res.events, [.next(200, 0), .next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testDistinctUntilChanged_Forms() {
        struct Point { let x: Int; let y: Int }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1), .completed(260)])
        let source = xs.asInfallible(onErrorJustReturn: 0)
        XCTAssertEqual(scheduler.start { source.distinctUntilChanged() }.events,
                       [.next(210, 1), .next(230, 2), .next(250, 1), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        let byKey = scheduler.start(created: 1000, subscribed: 1000, disposed: 2000) { source.distinctUntilChanged { $0 % 2 } }
        XCTAssertEqual(byKey.events, [])
        let points = Infallible.of(Point(x: 1, y: 1), Point(x: 1, y: 2), Point(x: 2, y: 2))
        var xsSeen: [Int] = []
        _ = points.distinctUntilChanged(at: \.x).subscribe(onNext: { xsSeen.append($0.x) })
        XCTAssertEqual(xsSeen, [1, 2])
        var ysSeen: [Int] = []
        _ = points.distinctUntilChanged { $0.y == $1.y }.subscribe(onNext: { ysSeen.append($0.y) })
        XCTAssertEqual(ysSeen, [1, 2])
    }

    func testDebounceAndThrottle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
        let source = xs.asInfallible(onErrorJustReturn: 0)
        let debounced = scheduler.start { source.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(debounced.events, [.next(225, 2), .next(250, 3), .completed(300)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
        let throttled = scheduler2.start { ys.asInfallible(onErrorJustReturn: 0).throttle(.seconds(10), scheduler: scheduler2) }
        XCTAssertEqual(throttled.events, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testFlatMapLatest_InnerSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let inner1 = scheduler.createColdObservable([.next(10, 10), .next(50, 11), .completed(60)])
        let inner2 = scheduler.createColdObservable([.next(10, 20), .completed(20)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).flatMapLatest { $0 == 1 ? inner1.asInfallible(onErrorJustReturn: -1) : inner2.asInfallible(onErrorJustReturn: -2) }
        }
        XCTAssertEqual(res.events, [.next(220, 10), .next(260, 20), .completed(300)])
        XCTAssertEqual(inner1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(inner2.subscriptions, [Subscription(250, 270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFlatMapAndFlatMapFirstAndConcatMap() {
        func run(_ op: @escaping (Infallible<Int>, @escaping (Int) -> Infallible<Int>) -> Infallible<Int>) -> [Recorded<Event<Int>>] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
            let inners = [1: scheduler.createColdObservable([.next(5, 10), .next(20, 11), .completed(20)]),
                          2: scheduler.createColdObservable([.next(5, 20), .next(20, 21), .completed(20)])]
            return scheduler.start {
                op(xs.asInfallible(onErrorJustReturn: 0)) { inners[$0]!.asInfallible(onErrorJustReturn: -1) }
            }.events
        }
        XCTAssertEqual(run { $0.flatMap($1) }, [.next(215, 10), .next(220, 20), .next(230, 11), .next(235, 21), .completed(300)])
        XCTAssertEqual(run { $0.flatMapFirst($1) }, [.next(215, 10), .next(230, 11), .completed(300)])
        XCTAssertEqual(run { $0.concatMap($1) }, [.next(215, 10), .next(230, 11), .next(235, 20), .next(250, 21), .completed(300)])
    }

    func testObservableFlatMapLatest_IntoInfallible_IsInfallible() {
        let relay = PublishRelay<Int>()
        let result: Infallible<String> = relay.asObservable().flatMapLatest { value in Infallible.just("\(value)") }
        var seen: [String] = []
        let subscription = result.subscribe(onNext: { seen.append($0) })
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(seen, ["1", "2"])
        subscription.dispose()
    }

    func testConcatForms() {
        var seen: [Int] = []
        _ = Infallible.concat(Infallible.of(1, 2), Infallible.just(3)).subscribe(onNext: { seen.append($0) })
        _ = Infallible.concat([Infallible.just(4)]).subscribe(onNext: { seen.append($0) })
        _ = Infallible.concat(AnySequence([Infallible.just(5)])).subscribe(onNext: { seen.append($0) })
        _ = Infallible.just(6).concat(Observable.just(7)).subscribe(onNext: { seen.append($0) })
        XCTAssertEqual(seen, [1, 2, 3, 4, 5, 6, 7])
    }

    func testMerge_AllForms_Interleave() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
        let a = xs.asInfallible(onErrorJustReturn: 0)
        let b = ys.asInfallible(onErrorJustReturn: 0)
        let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .completed(260)]
        XCTAssertEqual(scheduler.start { Infallible.merge(a, b) }.events, expected)
        let scheduler2 = TestScheduler(initialClock: 0)
        let xs2 = scheduler2.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let ys2 = scheduler2.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
        // A collection that is not an array: RxSwift 6.10 concatenates here (ys2's 2 would be lost); we merge.
        let sources = [xs2.asInfallible(onErrorJustReturn: 0), ys2.asInfallible(onErrorJustReturn: 0)][...]
        XCTAssertEqual(scheduler2.start { Infallible.merge(sources) }.events, expected)
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(200, 260)])
    }

    func testTakeAndSkip() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        let stop = scheduler.createHotObservable([.next(235, ()), .completed(236)])
        let source = xs.asInfallible(onErrorJustReturn: 0)
        XCTAssertEqual(scheduler.start { source.take(until: stop.asInfallible(onErrorJustReturn: ())) }.events,
                       [.next(210, 1), .next(220, 2), .next(230, 3), .completed(235)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(stop.subscriptions, [Subscription(200, 235)])

        var taken: [Int] = []
        let numbers = Infallible.of(1, 2, 3, 4, 5)
        _ = numbers.take(2).subscribe(onNext: { taken.append($0) })
        _ = numbers.take(while: { $0 < 2 }).subscribe(onNext: { taken.append($0) })
        _ = numbers.take(until: { $0 == 2 }, behavior: .inclusive).subscribe(onNext: { taken.append($0) })
        _ = numbers.skip(while: { $0 < 4 }).subscribe(onNext: { taken.append($0) })
        XCTAssertEqual(taken, [1, 2, 1, 1, 2, 4, 5])
    }

    func testTakeForAndSkipUntil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).take(for: .seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let go = scheduler2.createHotObservable([.next(215, "go")])
        let res2 = scheduler2.start { ys.asInfallible(onErrorJustReturn: 0).skip(until: go) }
        XCTAssertEqual(res2.events, [.next(220, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(go.subscriptions, [Subscription(200, 215)])
    }

    func testShare_OneSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let shared = xs.asInfallible(onErrorJustReturn: 0).share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.asObservable().subscribe(first) }
        scheduler.scheduleAt(215) { _ = shared.asObservable().subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(215, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testWithLatestFromAndWithUnretained() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).withLatestFrom(ys.asInfallible(onErrorJustReturn: "")) { "\($0)\($1)" }
        }
        XCTAssertEqual(res.events, [.next(230, "2a"), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])

        final class Box {}
        var box: Box? = Box()
        let relay = PublishRelay<Int>()
        var log: [String] = []
        _ = relay.asInfallible().withUnretained(box!).subscribe(onNext: { log.append("\($1)") }, onCompleted: { log.append("done") })
        relay.accept(1)
        box = nil
        relay.accept(2)
        XCTAssertEqual(log, ["1", "done"])
    }

    func testDo_OrderOfCallbacks() {
        var log: [String] = []
        _ = Infallible.just(1).do(
            onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") },
            onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        ).subscribe(onNext: { log.append("next \($0)") })
        XCTAssertEqual(log, ["onSubscribe", "onNext 1", "next 1", "afterNext 1", "onCompleted", "afterCompleted", "onSubscribed", "onDispose"])
    }

    // MARK: - Combining

    func testCombineLatest_TuplesAndSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(260)])
        let res = scheduler.start {
            Infallible.combineLatest(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: "")).map { "\($0)\($1)" }
        }
        XCTAssertEqual(res.events, [.next(220, "1a"), .next(230, "2a"), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])

        let eight = Infallible.combineLatest(
            Infallible.just(1), Infallible.just(2), Infallible.just(3), Infallible.just(4),
            Infallible.just(5), Infallible.just(6), Infallible.just(7), Infallible.just(8)
        ) { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) -> [Int] in [a, b, c, d, e, f, g, h] }
        var sums: [[Int]] = []
        _ = eight.subscribe(onNext: { sums.append($0) })
        XCTAssertEqual(sums, [[1, 2, 3, 4, 5, 6, 7, 8]])

        var arrays: [[Int]] = []
        _ = Infallible.combineLatest([Infallible.just(1), Infallible.just(2)]).subscribe(onNext: { arrays.append($0) })
        _ = Infallible<Int>.combineLatest([Infallible.just(3), Infallible.just(4)]) { $0.reduce(0, +) }.subscribe(onNext: { arrays.append([$0]) })
        XCTAssertEqual(arrays, [[1, 2], [7]])
    }

    func testZip_WithSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(240, 20), .next(250, 30), .completed(260)])
        let res = scheduler.start {
            Infallible.zip(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }
        }
        // As RxSwift's fixed-arity zip: it completes when every source has, not when the
        // completed xs has nothing left to pair.
        XCTAssertEqual(res.events, [.next(215, 11), .next(240, 22), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    // MARK: - Binding and relays

    func testBind_ToObserversAndRelays() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let optionalObserver = scheduler.createObserver(Int?.self)
        _ = Infallible.of(1, 2).bind(to: observer, observer)
        _ = Infallible.just(3).bind(to: optionalObserver)
        XCTAssertEqual(observer.events, [.next(0, 1), .next(0, 1), .next(0, 2), .next(0, 2), .completed(0), .completed(0)])
        XCTAssertEqual(optionalObserver.events, [.next(0, 3), .completed(0)])

        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay<Int>(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        var published: [Int] = []
        _ = publish.subscribe(onNext: { published.append($0) })
        _ = Infallible.of(5, 6).bind(to: publish)
        _ = Infallible.of(5, 6).bind(to: behavior)
        _ = Infallible.of(5, 6).bind(to: optional)
        _ = Infallible.of(5, 6, 7).bind(to: replay)
        XCTAssertEqual(published, [5, 6])
        XCTAssertEqual(behavior.value, 6)
        XCTAssertEqual(optional.value, 6)
        var replayed: [Int] = []
        _ = replay.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(replayed, [6, 7])
        var lastSeen = 0
        _ = Infallible.just(9).bind(onNext: { lastSeen = $0 })
        XCTAssertEqual(lastSeen, 9)
        XCTAssertEqual(Infallible.just(1).bind(to: { (_: Infallible<Int>) in "custom" }), "custom")
    }

    func testRelaysAsInfallible_NeverComplete() {
        let behavior = BehaviorRelay(value: 1)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        replay.accept(5)
        var log: [String] = []
        let a = behavior.asInfallible().subscribe(onNext: { log.append("b\($0)") }, onCompleted: { log.append("done") })
        let b = replay.asInfallible().subscribe(onNext: { log.append("r\($0)") }, onCompleted: { log.append("done") })
        behavior.accept(2)
        XCTAssertEqual(log, ["b1", "r5", "b2"])
        a.dispose()
        b.dispose()
    }

    // MARK: - As RxSwift's own Infallible tests pin it

    func testFallbackToOf_AllAtTheErrorTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 9), .next(340, 13), .error(390, OpsTestError.boom), .next(480, 320)])
        let observer = scheduler.createObserver(Int.self)
        _ = xs.asInfallible(onErrorFallbackTo: Infallible.of(1, 2)).bind(to: observer)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(300, 9), .next(340, 13), .next(390, 1), .next(390, 2), .completed(390)])
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 390)])
    }

    func testCreate_DetachesOnDispose() {
        var observer: Infallible<Int>.InfallibleObserver!
        let source = Infallible<Int>.create { o in
            observer = o
            return Disposables.create()
        }
        var elements: [Int] = []
        let subscription = source.subscribe(onNext: { elements.append($0) })
        observer(.next(0))
        subscription.dispose()
        observer(.next(1))
        XCTAssertEqual(elements, [0])
    }

    func testCreate_DetachesOnComplete() {
        let savedHook = Hooks.onGrammarViolation
        defer { Hooks.onGrammarViolation = savedHook }
        Hooks.onGrammarViolation = { _ in }
        var observer: Infallible<Int>.InfallibleObserver!
        let source = Infallible<Int>.create { o in
            observer = o
            return Disposables.create()
        }
        var elements: [Int] = []
        _ = source.subscribe(onNext: { elements.append($0) })
        observer(.next(0))
        observer(.completed)
        observer(.next(1))
        XCTAssertEqual(elements, [0])
    }

    func testAsInfallible_ReleasesResources() {
        let before = Resources.total
        _ = Observable<Int>.empty().asInfallible(onErrorJustReturn: 0).subscribe()
        _ = Observable<Int>.error(OpsTestError.boom).asInfallible(onErrorJustReturn: 0).subscribe()
        _ = Observable<Int>.error(OpsTestError.boom).asInfallible(onErrorRecover: { _ in .just(1) }).map { $0 + 1 }.subscribe()
        XCTAssertEqual(Resources.total, before)
    }

    func testCombineLatestAndZip_EveryArityResolves() {
        let a = Infallible.just(1), b = Infallible.just(2), c = Infallible.just(3), d = Infallible.just(4)
        var seen: [String] = []
        let three: Infallible<(Int, Int, Int)> = Infallible.combineLatest(a, b, c)
        _ = three.subscribe(onNext: { seen.append("\($0.0)\($0.1)\($0.2)") })
        let four: Infallible<(Int, Int, Int, Int)> = Infallible.combineLatest(a, b, c, d)
        _ = four.subscribe(onNext: { seen.append("\($0.0)\($0.3)") })
        let zipped3: Infallible<Int> = Infallible.zip(a, b, c) { (x: Int, y: Int, z: Int) -> Int in x + y + z }
        _ = zipped3.subscribe(onNext: { seen.append("\($0)") })
        let zipped8: Infallible<[Int]> = Infallible.zip(a, b, c, d, a, b, c, d) {
            (p: Int, q: Int, r: Int, s: Int, t: Int, u: Int, v: Int, w: Int) -> [Int] in [p, q, r, s, t, u, v, w]
        }
        _ = zipped8.subscribe(onNext: { seen.append($0.map(String.init).joined()) })
        XCTAssertEqual(seen, ["123", "14", "6", "12341234"])
    }
}
