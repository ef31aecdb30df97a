import XCTest
import RxCore
import RxTest

private enum SubjectTestError: Error { case boom }

final class ReplaySubjectTests: XCTestCase {
    private func run(_ make: @escaping () -> ReplaySubject<Int>) -> (TestableObserver<Int>, TestableObserver<Int>, TestableObserver<Int>) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5),
            .next(410, 6), .next(520, 7), .next(580, 8), .next(630, 9), .next(710, 10),
            .completed(800),
        ])
        var subject: ReplaySubject<Int>!
        var s1: Disposable!, s2: Disposable!
        let r1 = scheduler.createObserver(Int.self)
        let r2 = scheduler.createObserver(Int.self)
        let r3 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { subject = make() }
        scheduler.scheduleAt(200) { _ = xs.subscribe(subject) }
        scheduler.scheduleAt(300) { s1 = subject.subscribe(r1) }
        scheduler.scheduleAt(400) { s2 = subject.subscribe(r2) }
        scheduler.scheduleAt(900) { _ = subject.subscribe(r3) }
        scheduler.scheduleAt(600) { s1.dispose() }
        scheduler.scheduleAt(700) { s2.dispose() }
        scheduler.start()
        return (r1, r2, r3)
    }

    func testBufferOfThreeReplaysTheLastThree() {
        let (r1, r2, r3) = run { ReplaySubject.create(bufferSize: 3) }
        XCTAssertEqual(r1.events, [.next(300, 3), .next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7), .next(580, 8)])
        XCTAssertEqual(r2.events, [.next(400, 3), .next(400, 4), .next(400, 5), .next(410, 6), .next(520, 7), .next(580, 8), .next(630, 9)])
        // After completion: the buffer, then the terminal event, all at once.
        XCTAssertEqual(r3.events, [.next(900, 8), .next(900, 9), .next(900, 10), .completed(900)])
    }

    func testBufferOfOneReplaysTheLatest() {
        let (r1, _, r3) = run { ReplaySubject.create(bufferSize: 1) }
        XCTAssertEqual(r1.events.first, .next(300, 4))
        XCTAssertEqual(r3.events, [.next(900, 10), .completed(900)])
    }

    func testBufferOfZeroReplaysNothing() {
        let (r1, _, r3) = run { ReplaySubject.create(bufferSize: 0) }
        XCTAssertEqual(r1.events.first, .next(340, 5))
        XCTAssertEqual(r3.events, [.completed(900)])
    }

    func testUnboundedReplaysEverything() {
        let (r1, _, r3) = run { ReplaySubject.createUnbounded() }
        XCTAssertEqual(Array(r1.events.prefix(2)), [.next(300, 3), .next(300, 4)])
        XCTAssertEqual(r3.events, (3...10).map { .next(900, $0) } + [.completed(900)])
    }

    func testErrorIsReplayedAfterTheBuffer() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onError(SubjectTestError.boom)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(2), .next(3), .error(SubjectTestError.boom)])
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposeForgetsTheBufferAndFailsLaterSubscribers() {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        subject.onNext(2)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        guard events.count == 1, case .error(let error) = events[0], case RxError.disposed? = error as? RxError else {
            return XCTFail("\(events)")
        }
    }

    func testDroppedElementsAreReleased() {
        final class Box {}
        weak var first: Box?
        let subject = ReplaySubject<Box>.create(bufferSize: 1)
        do {
            let box = Box()
            first = box
            subject.onNext(box)
        }
        subject.onNext(Box())
        XCTAssertNil(first)
    }

    func testReplayRelayReplaysAndNeverTerminates() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        relay.accept(1)
        relay.accept(2)
        relay.accept(3)
        var values: [Int] = []
        _ = relay.subscribe(onNext: { values.append($0) })
        relay.accept(4)
        XCTAssertEqual(values, [2, 3, 4])
        let all = ReplayRelay<Int>.createUnbound()
        all.accept(1)
        all.accept(2)
        var replayed: [Int] = []
        _ = all.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(replayed, [1, 2])
    }
}
