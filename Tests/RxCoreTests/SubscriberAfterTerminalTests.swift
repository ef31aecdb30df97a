import RxCore
import XCTest

/// `subscribe(onNext:...)` hands nothing on after its terminal event, also where its element
/// path skips the observer's own check (`ElementRoute.untilTerminal`): an element sent while
/// the terminal event is being handled, and one observer reached through two sinks.
final class SubscriberAfterTerminalTests: XCTestCase {
    /// A source that keeps its observer and sends whatever the test says, grammar or not.
    private final class RawSource: Observable<Int> {
        private var observers: [AnyObserver<Int>] = []

        override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
            observers.append(AnyObserver(observer))
            return Disposables.create()
        }

        func send(_ event: Event<Int>) {
            for observer in observers { observer.on(event) }
        }
    }

    /// Subscribes the observer it is given to two operator chains (two sinks, one observer).
    private final class TwoChains: Observable<Int> {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()

        override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
            Disposables.create(first.map { $0 }.subscribe(observer), second.map { $0 }.subscribe(observer))
        }
    }

    func testAnElementSentWhileTheCompletionIsHandledStopsBeforeTheSubscriber() {
        let source = RawSource()
        var mapped: [Int] = []
        var received: [String] = []
        let subscription = source.map { value -> Int in
            mapped.append(value)
            return value * 10
        }.subscribe(onNext: { received.append("next(\($0))") }, onCompleted: {
            received.append("completed")
            source.send(.next(2))
        })
        source.send(.next(1))
        source.send(.completed)
        // map's subscription ends only once the completion has been handled, so it still
        // transforms the 2 (as RxSwift's MapSink does); the subscriber has stopped.
        XCTAssertEqual(mapped, [1, 2])
        XCTAssertEqual(received, ["next(10)", "completed"])
        subscription.dispose()
    }

    func testAnElementSentWhileTheErrorIsHandledStopsBeforeTheSubscriber() {
        struct Boom: Error {}
        let source = RawSource()
        var received: [String] = []
        let subscription = source.filter { _ in true }.scan(0, accumulator: +).subscribe(
            onNext: { received.append("next(\($0))") },
            onError: { _ in
                received.append("error")
                source.send(.next(5))
            })
        source.send(.next(1))
        source.send(.error(Boom()))
        source.send(.next(7))
        XCTAssertEqual(received, ["next(1)", "error"])
        subscription.dispose()
    }

    func testOneObserverThroughTwoSinksGetsNothingAfterItsCompletion() {
        let source = TwoChains()
        var received: [String] = []
        let subscription = source.subscribe(onNext: { received.append("next(\($0))") }, onCompleted: { received.append("completed") })
        source.first.onNext(1)
        source.first.onCompleted()
        source.second.onNext(2)
        source.second.onCompleted()
        XCTAssertEqual(received, ["next(1)", "completed"])
        subscription.dispose()
    }
}
