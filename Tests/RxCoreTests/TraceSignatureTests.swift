import RxBlocking
import RxCore
import RxTest
import XCTest

/// The operators that gained `file:line:` for `Trace` still take RxSwift 6 code as written:
/// calls, trailing closures, implicit members and function references. Compiling is most of
/// the test; the values check each call still does what it did.
final class TraceSignatureTests: XCTestCase {
    private enum Failure: Error { case boom }

    private func connectGenerically<C: ConnectableObservableType>(_ connectable: C) -> Disposable {
        connectable.connect()
    }

    func testRxSwiftSpellingsCompileAndBehave() throws {
        XCTAssertEqual(try Observable.just(1).toBlocking().toArray(), [1])
        XCTAssertEqual(try Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }.toBlocking().toArray(), [1])
        XCTAssertEqual(try Observable.generate(initialState: 0, condition: { $0 < 3 }) { $0 + 1 }.toBlocking().toArray(), [0, 1, 2])
        XCTAssertEqual(try Observable.generate(initialState: 0, condition: { $0 < 2 }, iterate: { $0 + 1 }).toBlocking().toArray(), [0, 1])
        XCTAssertEqual(try Observable.repeatElement(7).take(2).toBlocking().toArray(), [7, 7])
        XCTAssertEqual(try Observable.using({ BooleanDisposable() }, observableFactory: { _ in .just(2) }).toBlocking().toArray(), [2])
        XCTAssertEqual(try Observable.of(1, 2).flatMap { value -> Observable<Int> in .just(value * 10) }.toBlocking().toArray(), [10, 20])
        XCTAssertEqual(try Observable.of(1, 2).concatMap(Observable.just).toBlocking().toArray(), [1, 2])
        XCTAssertEqual(try Observable<Int>.error(Failure.boom).catch { _ in .empty() }.toBlocking().toArray(), [])
        XCTAssertEqual(try Observable.of(3).debug("x", trimOutput: true).toBlocking().toArray(), [3])

        let connectables = [
            Observable.of(1, 2).publish(), Observable.of(1, 2).replay(1), Observable.of(1, 2).replayAll(),
            Observable.of(1, 2).multicast(PublishSubject()),
            Observable.of(1, 2).multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }),
        ]
        var received: [[Int]] = Array(repeating: [], count: connectables.count)
        for (index, connectable) in connectables.enumerated() {
            _ = connectable.subscribe(onNext: { received[index].append($0) })
            _ = index.isMultiple(of: 2) ? connectable.connect() : connectGenerically(connectable)
        }
        XCTAssertEqual(received, Array(repeating: [1, 2], count: connectables.count))
        XCTAssertEqual(try Observable.of(1, 2).publish().refCount().toBlocking().toArray(), [1, 2])
        XCTAssertEqual(try Observable.of(1, 2).multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 + 1 } }).toBlocking().toArray(), [2, 3])
        XCTAssertEqual(try Observable.of(1, 2).share(replay: 2, scope: .forever).toBlocking().toArray(), [1, 2])

        let replay = ReplaySubject<Int>.create(bufferSize: 1), unbounded = ReplaySubject<Int>.createUnbounded()
        let async = AsyncSubject<Int>()
        let relay = ReplayRelay<Int>.create(bufferSize: 1), unboundRelay = ReplayRelay<Int>.createUnbound()
        for value in [1, 2] { replay.onNext(value); unbounded.onNext(value); async.onNext(value); relay.accept(value); unboundRelay.accept(value) }
        async.onCompleted()
        XCTAssertEqual(try replay.take(1).toBlocking().toArray(), [2])
        XCTAssertEqual(try unbounded.take(2).toBlocking().toArray(), [1, 2])
        XCTAssertEqual(try async.toBlocking().toArray(), [2])
        XCTAssertEqual(try relay.take(1).toBlocking().toArray(), [2])
        XCTAssertEqual(try unboundRelay.take(2).toBlocking().toArray(), [1, 2])

        var attempts = 0
        let retried = Observable<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(Failure.boom) : .just(attempts)
        }
        XCTAssertEqual(try retried.retry(when: { (errors: Observable<Failure>) in errors }).toBlocking().toArray(), [3])
        attempts = 0
        XCTAssertEqual(try retried.retry(when: { errors in errors.map { _ in () } }).toBlocking().toArray(), [3])

        XCTAssertEqual(try Single<Int>.create { observer in observer(.success(1)); return Disposables.create() }.toBlocking().first(), 1)
        XCTAssertEqual(try Maybe<Int>.create { observer in observer(.completed); return Disposables.create() }.toBlocking().first(), nil)
        XCTAssertNil(try Completable.create { observer in observer(.completed); return Disposables.create() }.toBlocking().first())
        XCTAssertEqual(try Infallible<Int>.create { observer in observer(.next(4)); observer(.completed); return Disposables.create() }.toBlocking().toArray(), [4])
    }
}
