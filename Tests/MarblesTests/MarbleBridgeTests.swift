import Marbles
import RxCore
@testable import RxTestCore
import XCTest

/// Marble diagrams as RxTest scripts and expectations.
final class MarbleBridgeTests: XCTestCase {
    private enum Boom: Error, CustomStringConvertible {
        case boom
        var description: String { "boom" }
    }

    func testColdDiagramWithValuesGivesOffsetsFromEachSubscription() {
        // Given a cold diagram whose keys stand for Ints
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("--a--b--|", values: ["a": 1, "b": 2])
        XCTAssertEqual(xs.recordedEvents, [.next(2, 1), .next(5, 2), .completed(8)])
        // When it is subscribed at 200
        let res = scheduler.start { xs.map { $0 * 10 } }
        // Then its events come at offsets from 200
        XCTAssertEqual(res.events, [.next(202, 10), .next(205, 20), .completed(208)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 208)])
    }

    func testColdDiagramErrorsAndFrames() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("-a-#", values: ["a": 1], errors: ["#": Boom.boom], frame: 10)
        XCTAssertEqual(xs.recordedEvents, [.next(10, 1), .error(30, Boom.boom)])
        let plain = scheduler.createColdObservable("-a-#", values: ["a": 1])
        XCTAssertEqual(plain.recordedEvents, [.next(1, 1), .error(3, DiagramError())])
    }

    func testValuesKeysChooseTheRules() {
        let scheduler = TestScheduler(initialClock: 0)
        // One-character keys: RxJS rules, so X is a value and "ab" is two events.
        let rxjs = scheduler.createColdObservable("-ab-X|", values: ["a": 1, "b": 2, "X": 9])
        XCTAssertEqual(rxjs.recordedEvents, [.next(1, 1), .next(2, 2), .next(4, 9), .completed(5)])
        // A longer key: document rules, a run is one token.
        let document = scheduler.createColdObservable("---tap-tap-|", values: ["tap": "👆"])
        XCTAssertEqual(document.recordedEvents, [.next(3, "👆"), .next(7, "👆"), .completed(11)])
    }

    func testStringShorthandValuesAreTheTokens() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createColdObservable("---tap-tap-------tap--->")
        XCTAssertEqual(taps.recordedEvents, [.next(3, "tap"), .next(7, "tap"), .next(17, "tap")])
        let letters = scheduler.createColdObservable("--a--b--a--a--a---d---X", errors: ["X": Boom.boom])
        XCTAssertEqual(letters.recordedEvents.last, .error(22, Boom.boom))
    }

    func testHotDiagramCaretIsTheSubscriptionTick() {
        // Given a hot diagram: a before ^, b after
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-^-b-|", values: ["a": 1, "b": 2])
        XCTAssertEqual(xs.recordedEvents, [.next(198, 1), .next(202, 2), .completed(204)])
        // When start subscribes at 200
        let res = scheduler.start { xs }
        // Then a was missed
        XCTAssertEqual(res.events, [.next(202, 2), .completed(204)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 204)])
    }

    func testHotDiagramWithoutCaretStartsAtTheSubscriptionTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--2--|")
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(202, "1"), .next(205, "2"), .completed(208)])
        let later = TestScheduler(initialClock: 0).createHotObservable("^-1|", subscribed: 300)
        XCTAssertEqual(later.recordedEvents, [.next(302, "1"), .completed(303)])
    }

    func testTimeProgressionsUseTheSchedulersResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        XCTAssertEqual(scheduler.createColdObservable("a 1.5s b").recordedEvents, [.next(0, "a"), .next(16, "b")])
        let coarse = TestScheduler(initialClock: 0)   // 1 s per tick
        XCTAssertEqual(coarse.createColdObservable("a 3s b").recordedEvents, [.next(0, "a"), .next(4, "b")])
    }

    func testRecordedEventsBecomeMarbleEvents() {
        let recorded: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 10), .error(230, Boom.boom)]
        XCTAssertEqual(recorded.map(MarbleEvent.init), [.next(210, "1"), .next(220, "10"), .error(230, "boom")])
        let diagram = MarbleDiagram(recorded: recorded, subscription: Subscription(200, 230))
        XCTAssertEqual(diagram.subscription, 200)
        XCTAssertEqual(diagram.unsubscription, 230)
        XCTAssertNil(MarbleDiagram(recorded: recorded, subscription: Subscription(200)).unsubscription)
    }

    func testObserverDrawsWhatItRecorded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("-1-2-3-|", values: ["1": 1, "2": 2, "3": 3], frame: 10)
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(res.marbles(), "-a-b-c-|\na=10 b=20 c=30")
        XCTAssertEqual(xs.marbleDiagram.events.count, 4)
    }

    func testMismatchIsNilWhenTheRecordingMatches() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("--1--2--|", values: ["1": 1, "2": 2])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertNil(MarbleAssertion.mismatch(res.events, "--2--4--|"))
        XCTAssertNil(res.mismatch(marbles: "--a--b--|", values: ["a": 2, "b": 4]))
        XCTAssertNil(res.mismatch(marbles: "^-2--4--|"), "^ is the subscription tick too")
    }

    func testMismatchShowsTheSideBySideView() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("--1--2--3--|", values: ["1": 1, "2": 2, "3": 3])
        let res = scheduler.start { xs.map { $0 == 3 ? 4 : $0 } }
        XCTAssertEqual(res.mismatch(marbles: "--1--2--3--|"), """
            expected  --1--2--3--|
            actual    --1--2--4--|
                              ^ tick 208: expected next(3), got next(4)
            """)
    }

    func testMismatchNamesAnErrorInPlaceOfAValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("--1--#", values: ["1": 1], errors: ["#": Boom.boom])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.mismatch(marbles: "--1--2--|"), """
            expected  --1--2--|
            actual    --1--#
                           ^ tick 205: expected next(2), got error(boom)
            """)
        XCTAssertNil(res.mismatch(marbles: "--1--#"), "# without an entry matches any error")
        XCTAssertNotNil(res.mismatch(marbles: "--1--#", errors: ["#": DiagramError()]))
    }

    func testMismatchReportsAnUnreadableExpectation() {
        let res: [Recorded<Event<Int>>] = [.completed(200)]
        XCTAssertEqual(MarbleAssertion.mismatch(res, "--1--*"), """
            the expected diagram cannot be read:
            error: unknown character '*' at column 6
            --1--*
                 ^

            """)
        XCTAssertEqual(MarbleAssertion.mismatch(res, "-a-|", values: ["b": 1]), """
            the expected diagram cannot be read:
            error: no value for 'a' in values at column 2
            -a-|
             ^

            """)
    }

    func testScriptsRefuseMarksThatDoNotBelong() {
        func failure(_ diagram: String, hot: Bool) -> MarbleSyntaxError? {
            if case .failure(let error) = MarbleScript.events(diagram, syntax: .document, errors: [:], element: { $0 }, offset: 0, hot: hot) {
                return error
            }
            return nil
        }
        XCTAssertEqual(failure("--^-a-|", hot: false)?.column, 3)
        XCTAssertEqual(failure("--^-a-|", hot: false)?.message,
                       "a cold observable has no subscription point '^': its times are offsets from each subscription")
        XCTAssertNil(failure("--^-a-|", hot: true))
        XCTAssertEqual(failure("--a-!-| // ^ !", hot: true)?.column, 5)
    }
}
