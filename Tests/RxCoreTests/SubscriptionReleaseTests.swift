import XCTest
import RxCore

private enum ReleaseTestError: Error { case boom }

/// A view model that owns its subscriptions and is captured strongly by their closures:
/// owner → bag → subscription → sink → observer → closure → owner.
private final class Owner {
    let bag = DisposeBag()
    var total = 0
}

/// Whether a terminal event or a disposal cuts that cycle exactly when RxSwift's
/// `SinkDisposer` lets go of the sink (and keeps it while the sequence is still running).
final class SubscriptionReleaseTests: XCTestCase {
    /// Makes an owner whose closure-based subscription, made by `subscribe`, is in its bag;
    /// returns a weak reference to it and the subscription.
    private func makeOwner(_ subscribe: (Owner) -> Disposable) -> (owner: () -> Owner?, subscription: Disposable) {
        let owner = Owner()
        let subscription = subscribe(owner)
        subscription.disposed(by: owner.bag)
        // Declared, then set: `weak let` needs Swift 6.2, and 6.3 warns of a `weak var` never set.
        weak var weakOwner: Owner?
        weakOwner = owner
        return ({ weakOwner }, subscription)
    }

    func testSubjectDirectlyIsFreedOnCompleted() {
        let subject = PublishSubject<Int>()
        let made = makeOwner { owner in subject.subscribe(onNext: { owner.total += $0 }) }
        subject.onNext(1)
        XCTAssertNotNil(made.owner())
        subject.onCompleted()
        XCTAssertNil(made.owner())
    }

    func testMapIsFreedOnCompleted() {
        let subject = PublishSubject<Int>()
        let made = makeOwner { owner in subject.map { $0 * 2 }.subscribe(onNext: { owner.total += $0 }) }
        subject.onNext(1)
        XCTAssertEqual(made.owner()?.total, 2)
        subject.onCompleted()
        XCTAssertNil(made.owner())
    }

    func testMapIsFreedOnError() {
        let subject = PublishSubject<Int>()
        let made = makeOwner { owner in subject.map { $0 * 2 }.subscribe(onNext: { owner.total += $0 }, onError: { _ in }) }
        subject.onNext(1)
        XCTAssertNotNil(made.owner())
        subject.onError(ReleaseTestError.boom)
        XCTAssertNil(made.owner())
    }

    func testThrowingMapIsFreedOnItsError() {
        let subject = PublishSubject<Int>()
        let made = makeOwner { owner in
            subject.map { value -> Int in if value > 1 { throw ReleaseTestError.boom }; return value }
                .subscribe(onNext: { owner.total += $0 }, onError: { _ in })
        }
        subject.onNext(1)
        XCTAssertNotNil(made.owner())
        subject.onNext(2)
        XCTAssertNil(made.owner())
    }

    func testMapIsFreedWhenItsSubscriptionIsDisposed() {
        let subject = PublishSubject<Int>()
        let made = makeOwner { owner in subject.map { $0 * 2 }.subscribe(onNext: { owner.total += $0 }) }
        subject.onNext(1)
        XCTAssertNotNil(made.owner())
        made.subscription.dispose()
        XCTAssertNil(made.owner())
    }

    func testFilterIsFreedOnCompleted() {
        let subject = PublishSubject<Int>()
        let made = makeOwner { owner in subject.filter { $0 > 0 }.subscribe(onNext: { owner.total += $0 }) }
        subject.onNext(1)
        XCTAssertNotNil(made.owner())
        subject.onCompleted()
        XCTAssertNil(made.owner())
    }

    func testChainOfOperatorsIsFreedOnError() {
        let subject = PublishSubject<Int>()
        let made = makeOwner { owner in
            subject.map { $0 * 2 }.filter { $0 > 0 }.scan(0, accumulator: +).subscribe(onNext: { owner.total = $0 }, onError: { _ in })
        }
        subject.onNext(1)
        XCTAssertNotNil(made.owner())
        subject.onError(ReleaseTestError.boom)
        XCTAssertNil(made.owner())
    }

    /// flatMap ends when the outer sequence and every inner one have completed, not before.
    func testFlatMapIsFreedWhenOuterAndInnerHaveCompleted() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let made = makeOwner { owner in outer.flatMap { _ in inner }.subscribe(onNext: { owner.total += $0 }) }
        outer.onNext(1)
        inner.onNext(5)
        outer.onCompleted()
        XCTAssertNotNil(made.owner(), "an inner sequence is still running")
        inner.onCompleted()
        XCTAssertNil(made.owner())
    }

    func testFlatMapIsFreedWhenItsSubscriptionIsDisposed() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let made = makeOwner { owner in outer.flatMap { _ in inner }.subscribe(onNext: { owner.total += $0 }) }
        outer.onNext(1)
        XCTAssertNotNil(made.owner())
        made.subscription.dispose()
        XCTAssertNil(made.owner())
    }

    func testCreateThatCompletesAtOnceIsFreedOnceSubscribed() {
        let made = makeOwner { owner in
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create()
            }
            .map { $0 * 2 }
            .subscribe(onNext: { owner.total += $0 })
        }
        XCTAssertNil(made.owner())
    }

    /// RxSwift's create sink keeps its observer after completing: whoever still holds the
    /// observer create handed out keeps the chain, and the owner, alive.
    func testCreateWhoseObserverIsKeptKeepsTheOwnerUntilItIsLetGo() {
        var emitter: AnyObserver<Int>?
        let made = makeOwner { owner in
            Observable<Int>.create { observer in
                emitter = observer
                return Disposables.create()
            }
            .subscribe(onNext: { owner.total += $0 })
        }
        emitter?.onNext(1)
        emitter?.onCompleted()
        XCTAssertNotNil(made.owner())
        emitter = nil
        XCTAssertNil(made.owner())
    }

    func testCombineLatestIsFreedWhenBothHaveCompleted() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let made = makeOwner { owner in
            Observable.combineLatest(first, second) { $0 + $1 }.subscribe(onNext: { owner.total += $0 })
        }
        first.onNext(1)
        second.onNext(2)
        first.onCompleted()
        XCTAssertNotNil(made.owner(), "the second source is still running")
        second.onCompleted()
        XCTAssertNil(made.owner())
    }

    func testCombineLatestIsFreedOnEitherError() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let made = makeOwner { owner in
            Observable.combineLatest(first, second) { $0 + $1 }.subscribe(onNext: { owner.total += $0 }, onError: { _ in })
        }
        first.onNext(1)
        XCTAssertNotNil(made.owner())
        second.onError(ReleaseTestError.boom)
        XCTAssertNil(made.owner())
    }

    func testShareIsFreedOnCompleted() {
        let subject = PublishSubject<Int>()
        let shared = subject.map { $0 * 2 }.share()
        let made = makeOwner { owner in shared.subscribe(onNext: { owner.total += $0 }) }
        let other = shared.subscribe()
        subject.onNext(1)
        XCTAssertNotNil(made.owner())
        subject.onCompleted()
        XCTAssertNil(made.owner())
        other.dispose()
    }

    func testShareIsFreedWhenItsSubscriptionIsDisposed() {
        let subject = PublishSubject<Int>()
        let shared = subject.map { $0 * 2 }.share()
        let made = makeOwner { owner in shared.subscribe(onNext: { owner.total += $0 }) }
        let other = shared.subscribe()
        subject.onNext(1)
        XCTAssertNotNil(made.owner())
        made.subscription.dispose()
        XCTAssertNil(made.owner(), "the other subscriber keeps the connection, not this observer")
        other.dispose()
    }

    /// RxSwift's sink and its `SinkDisposer` hold each other until the sink is disposed: a
    /// subscription that never ends and is never disposed keeps its observer, even with
    /// nothing else holding the chain (a leak `Resources.total` shows).
    func testNeverEndingSubscriptionThatIsDroppedKeepsTheOwner() {
        weak var weakOwner: Owner?
        do {
            let owner = Owner()
            _ = Observable<Int>.never().map { $0 * 2 }.subscribe(onNext: { owner.total += $0 })
            weakOwner = owner
        }
        XCTAssertNotNil(weakOwner)
    }

    /// `never` itself keeps nothing (RxSwift's returns an empty disposable): subscribed
    /// directly, a dropped subscription does not keep the owner.
    func testNeverSubscribedDirectlyKeepsNothing() {
        weak var weakOwner: Owner?
        do {
            let owner = Owner()
            _ = Observable<Int>.never().subscribe(onNext: { owner.total += $0 })
            weakOwner = owner
        }
        XCTAssertNil(weakOwner)
    }

    /// A running sequence keeps its subscriber: nothing is released before the end.
    func testRunningChainKeepsTheOwner() {
        let subject = PublishSubject<Int>()
        let made = makeOwner { owner in subject.map { $0 * 2 }.filter { $0 > 0 }.subscribe(onNext: { owner.total += $0 }) }
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(made.owner()?.total, 6)
        made.subscription.dispose()
        XCTAssertNil(made.owner())
    }
}
