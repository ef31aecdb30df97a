import XCTest
import RxCore
import RxTest

private final class Counter {
    var disposed: [String] = []
    func disposable(_ name: String) -> Disposable { Disposables.create { self.disposed.append(name) } }
}

final class DisposablesTests: XCTestCase {
    func testDisposeBag_InsertVariadicAndArray() {
        let counter = Counter()
        var bag: DisposeBag? = DisposeBag()
        bag!.insert(counter.disposable("a"), counter.disposable("b"))
        bag!.insert([counter.disposable("c"), counter.disposable("d")])
        bag!.insert(counter.disposable("e"))
        XCTAssertEqual(counter.disposed, [])
        bag = nil
        XCTAssertEqual(counter.disposed, ["a", "b", "c", "d", "e"])
    }

    func testDisposeBag_Disposing() {
        let counter = Counter()
        var bag: DisposeBag? = DisposeBag(disposing: counter.disposable("a"), counter.disposable("b"))
        var other: DisposeBag? = DisposeBag(disposing: [counter.disposable("c")])
        XCTAssertNotNil(bag)
        XCTAssertNotNil(other)
        bag = nil
        other = nil
        XCTAssertEqual(counter.disposed, ["a", "b", "c"])
    }

    func testDisposeBag_Builder() {
        let counter = Counter()
        let subject = PublishSubject<Int>()
        var seen: [Int] = []
        var bag: DisposeBag? = DisposeBag {
            counter.disposable("a")
            subject.subscribe(onNext: { seen.append($0) })
        }
        bag!.insert {
            counter.disposable("b")
            counter.disposable("c")
        }
        subject.onNext(1)
        XCTAssertTrue(subject.hasObservers)
        bag = nil
        subject.onNext(2)
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(seen, [1])
        XCTAssertEqual(counter.disposed, ["a", "b", "c"])
    }

    func testCompositeDisposable_FourAndMore() {
        let counter = Counter()
        let composite = CompositeDisposable(
            counter.disposable("1"), counter.disposable("2"), counter.disposable("3"),
            counter.disposable("4"), counter.disposable("5"), counter.disposable("6")
        )
        XCTAssertEqual(composite.count, 6)
        let four = CompositeDisposable(counter.disposable("a"), counter.disposable("b"), counter.disposable("c"), counter.disposable("d"))
        XCTAssertEqual(four.count, 4)
        composite.dispose()
        XCTAssertTrue(composite.isDisposed)
        XCTAssertEqual(counter.disposed, ["1", "2", "3", "4", "5", "6"])
        four.dispose()
        XCTAssertEqual(counter.disposed.suffix(4), ["a", "b", "c", "d"])
    }

    func testScheduledDisposable_DisposesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [Int] = []
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: Disposables.create { disposedAt.append(scheduler.clock) })
        XCTAssertTrue(scheduled.scheduler is TestScheduler)
        scheduler.scheduleAt(100) {
            scheduled.dispose()
            XCTAssertFalse(scheduled.isDisposed, "disposal waits for the scheduler")
        }
        scheduler.scheduleAt(200) { scheduled.dispose() }  // a second disposal does nothing
        scheduler.start()
        XCTAssertTrue(scheduled.isDisposed)
        XCTAssertEqual(disposedAt, [101])
    }

    func testScheduledDisposable_ImmediateOnCurrentThread() {
        var disposed = 0
        let scheduled = ScheduledDisposable(scheduler: CurrentThreadScheduler.instance, disposable: Disposables.create { disposed += 1 })
        scheduled.dispose()
        scheduled.dispose()
        XCTAssertTrue(scheduled.isDisposed)
        XCTAssertEqual(disposed, 1)
    }
}
