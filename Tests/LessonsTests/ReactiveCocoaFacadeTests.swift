import Lesson_reactivecocoa
import LessonKit
import RxCore
import XCTest

/// The RAC facade's key promises: a multicast connection subscribes to its source once,
/// a sequence evaluates each element at most once, recursion on a scheduler is iteration.
final class ReactiveCocoaFacadeTests: XCTestCase {
    private struct Failure: Error {}

    /// A cold signal that counts its subscriptions and sends 1, 2 then completes on `scheduler`.
    private func countingSource(_ scheduler: RACScheduler, _ subscriptions: @escaping () -> Void) -> RACSignal<Int> {
        RACSignal.createSignal { subscriber in
            subscriptions()
            let work = RACCompoundDisposable()
            work.addDisposable(scheduler.after(1) { subscriber.sendNext(1) })
            work.addDisposable(scheduler.after(2) {
                subscriber.sendNext(2)
                subscriber.sendCompleted()
            })
            return work
        }
    }

    func testReplayLazilySubscribesOnceAndOnlyOnFirstSubscription() {
        let play = Playground()
        var subscriptions = 0
        let shared = countingSource(.queue(play.scheduler)) { subscriptions += 1 }.replayLazily()
        play.sleep(5)
        XCTAssertEqual(subscriptions, 0, "nothing subscribes before the first subscriber")
        var first: [Int] = [], second: [Int] = [], third: [Int] = []
        shared.subscribeNext { first.append($0) }
        shared.subscribeNext { second.append($0) }
        play.sleep(5)
        shared.subscribeNext { third.append($0) }
        play.finish()
        XCTAssertEqual(subscriptions, 1)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [1, 2])
        XCTAssertEqual(third, [1, 2], "a late subscriber gets the replay")
    }

    func testReplayConnectsAtOnceAndReplayLastKeepsTheLatest() {
        let play = Playground()
        var replaySubscriptions = 0, lastSubscriptions = 0
        let replayed = countingSource(.queue(play.scheduler)) { replaySubscriptions += 1 }.replay()
        let last = countingSource(.queue(play.scheduler)) { lastSubscriptions += 1 }.replayLast()
        XCTAssertEqual(replaySubscriptions, 1)
        XCTAssertEqual(lastSubscriptions, 1)
        play.sleep(5)
        var all: [Int] = [], latest: [Int] = []
        replayed.subscribeNext { all.append($0) }
        last.subscribeNext { latest.append($0) }
        replayed.subscribeNext { _ in }
        play.finish()
        XCTAssertEqual(all, [1, 2])
        XCTAssertEqual(latest, [2])
        XCTAssertEqual(replaySubscriptions, 1)
    }

    func testConnectSubscribesAtMostOnce() {
        var subscriptions = 0
        let source = RACSignal<Int>.createSignal { subscriber in
            subscriptions += 1
            subscriber.sendNext(7)
            return nil
        }
        let connection = source.publish()
        var received: [Int] = []
        connection.signal.subscribeNext { received.append($0) }
        let first = connection.connect()
        let second = connection.connect()
        XCTAssertEqual(subscriptions, 1)
        XCTAssertTrue(first === second, "every connect returns the same disposable")
        XCTAssertEqual(received, [7])
    }

    func testSequenceEvaluatesEachElementAtMostOnce() {
        var evaluations = 0
        let squares = Array(1...100).rac_sequence.map { n -> Int in
            evaluations += 1
            return n * n
        }
        XCTAssertEqual(evaluations, 0, "building is free")
        XCTAssertEqual(squares.head, 1)
        XCTAssertEqual(squares.head, 1)
        XCTAssertEqual(evaluations, 1)
        XCTAssertEqual(squares.take(10).array, (1...10).map { $0 * $0 })
        XCTAssertEqual(evaluations, 10)
        XCTAssertEqual(squares.array.count, 100)
        XCTAssertEqual(Array(squares).count, 100)
        XCTAssertEqual(squares.foldLeft(0, +), (1...100).reduce(0) { $0 + $1 * $1 })
        XCTAssertEqual(evaluations, 100, "every element evaluated once, however often it is read")
    }

    func testInfiniteSequenceIsLazyAndLongChainsAreStackSafe() {
        func naturals(from n: Int) -> RACSequence<Int> {
            RACSequence.sequence(headBlock: { n }, tailBlock: { naturals(from: n + 1) })
        }
        XCTAssertEqual(naturals(from: 1).filter { $0 % 3 == 0 }.take(3).array, [3, 6, 9])
        // A filter that skips 300,000 values in a row, and releasing 300,000 evaluated nodes:
        // both would overflow the stack if either recursed once per element.
        let long = Array(0..<300_000).rac_sequence
        XCTAssertEqual(long.filter { $0 == 299_999 }.head, 299_999)
        var count = 0
        for _ in long { count += 1 }
        XCTAssertEqual(count, 300_000)
    }

    func testAMillionStepRecursionCompletesWithoutNesting() {
        for scheduler in [RACScheduler.immediate, RACScheduler.subscription] {
            var steps = 0, depth = 0, deepest = 0
            scheduler.scheduleRecursiveBlock { reschedule in
                steps += 1
                depth += 1
                deepest = max(deepest, depth)
                if steps < 1_000_000 { reschedule() }
                depth -= 1
            }
            XCTAssertEqual(steps, 1_000_000, scheduler.name)
            XCTAssertEqual(deepest, 1, scheduler.name)
        }
    }

    func testStreamMonadLawsOnSignalsAndSequences() {
        let f = { (x: Int) in RACSequence.return(x).concat(.return(x * 10)) }
        XCTAssertEqual(RACSequence.return(5).flattenMap(f).array, f(5).array, "left identity")
        let xs = [1, 2, 3].rac_sequence
        XCTAssertEqual(xs.flattenMap { RACSequence.return($0) }.array, xs.array, "right identity")
        var values: [Int] = []
        var completed = false
        [1, 2, 3, 4].rac_sequence.signal().flattenMap { RACSignal.return($0).concat(.return(-$0)) }
            .take(5)
            .subscribeNext({ values.append($0) }, completed: { completed = true })
        XCTAssertEqual(values, [1, -1, 2, -2, 3])
        XCTAssertTrue(completed)
    }

    func testSubjectsAndPassthrough() {
        let replay = RACReplaySubject<Int>(capacity: 2)
        let behavior = RACBehaviorSubject(defaultValue: 0)
        let plain = RACSubject<Int>()
        for value in 1...3 { replay.sendNext(value); behavior.sendNext(value); plain.sendNext(value) }
        var r: [Int] = [], b: [Int] = [], p: [Int] = []
        replay.subscribeNext { r.append($0) }
        behavior.subscribeNext { b.append($0) }
        let toPlain = plain.subscribeNext { p.append($0) }
        plain.sendNext(4)
        toPlain.dispose()
        plain.sendNext(5)
        XCTAssertEqual(r, [2, 3])
        XCTAssertEqual(b, [3])
        XCTAssertEqual(p, [4], "nothing passes a disposed subscription")
    }

    func testDisposables() {
        let a = RACDisposable(), b = RACDisposable()
        let serial = RACSerialDisposable(disposable: a)
        XCTAssertTrue(serial.swapInDisposable(b) as AnyObject === a)
        XCTAssertFalse(a.isDisposed, "swapping hands the old one back undisposed")
        serial.dispose()
        XCTAssertTrue(b.isDisposed)
        let late = RACDisposable()
        serial.disposable = late
        XCTAssertTrue(late.isDisposed)

        let c = RACDisposable()
        let compound = RACCompoundDisposable(disposables: [a, c])
        compound.removeDisposable(a)
        compound.dispose()
        XCTAssertFalse(a.isDisposed)
        XCTAssertTrue(c.isDisposed)

        var runs = 0
        do {
            let scoped = RACDisposable { runs += 1 }.asScopedDisposable()
            _ = scoped
        }
        XCTAssertEqual(runs, 1, "a scoped disposable disposes when it goes away")
    }

    func testSubscriptionsDoNotLeak() {
        let baseline = Resources.total
        do {
            let play = Playground()
            let first = RACSubject<Int>(), second = RACSubject<Error>()
            let errors = RACSubject<Error>()
            var handled = 0
            // A subject subscribed to a merged signal (the document's errors pattern)...
            RACSignal.merge([first.map { _ in Failure() as Error }, second]).subscribe(errors)
            errors.subscribeNext { _ in handled += 1 }
            first.sendNext(1)
            second.sendNext(Failure())
            first.sendCompleted()
            second.sendCompleted()
            XCTAssertEqual(handled, 2)
            // ...a replayed request, and a disposed subscription to a subject that lives on.
            _ = countingSource(.queue(play.scheduler)) {}.replayLazily().subscribeNext { _ in }
            let kept = RACBehaviorSubject(defaultValue: 0)
            kept.subscribeNext { _ in }.dispose()
            play.finish()
        }
        XCTAssertEqual(Resources.total, baseline, "no cycle keeps a subscription alive once its signals are gone")
    }
}
