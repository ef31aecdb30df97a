import XCTest
import RxCore
import RxTest
@testable import RxCocoaKit

final class BinderTests: KitTestCase {
    func testBindToALabelOnTheMainThreadSetsItAndKeepsHistory() {
        let label = Label()
        let texts = scheduler.createHotObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        _ = texts.bind(to: label.rx.text)
        scheduler.start()
        XCTAssertEqual(label.text, "b")
        XCTAssertEqual(label.history, [Change(tick: 10, value: "a"), Change(tick: 20, value: "b")])
        XCTAssertEqual(reports, [])
    }

    func testTextChangesRecordsEveryTextAsAString() {
        let label = Label()
        let observer = scheduler.createObserver(String.self)
        _ = label.rx.textChanges.subscribe(observer)
        scheduler.scheduleAt(5) { label.text = "x" }
        scheduler.scheduleAt(7) { label.text = nil }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(5, "x"), .next(7, "")])
    }

    func testAnElementFromTheBackgroundIsReportedAndDropped() {
        let label = Label(text: "before")
        let relay = PublishRelay<String>()
        _ = relay.bind(to: label.rx.text)
        MainThread.background { relay.accept("after") }
        XCTAssertEqual(label.text, "before")
        XCTAssertEqual(reports, [.boundOffMainThread])
        XCTAssertEqual(CocoaReport(kind: .boundOffMainThread).description,
                       "fatal error: Element can be bound to user interface only on MainThread.")
    }

    func testObserveOnTheMainSchedulerHopsBackOneTickLater() {
        let label = Label()
        scheduler.scheduleAt(10) {
            let answer = Observable<String>.create { observer in
                MainThread.background { observer.onNext("hot"); observer.onCompleted() }
                return Disposables.create()
            }
            _ = answer.observe(on: MainThread.scheduler).bind(to: label.rx.text)
        }
        scheduler.start()
        XCTAssertEqual(label.history, [Change(tick: 11, value: "hot")])
        XCTAssertEqual(reports, [])
    }

    func testTheMainSchedulerRunsAtOnceOnMain() {
        var ran: [Int] = []
        _ = MainThread.scheduler.schedule(()) { _ in ran.append(self.scheduler.clock); return Disposables.create() }
        XCTAssertEqual(ran, [0])
    }

    func testAnErrorIsReportedAsABindingError() {
        let label = Label()
        _ = Observable<String>.error(KitTestError.boom).bind(to: label.rx.text)
        XCTAssertEqual(reports, [.bindingError("boom")])
        XCTAssertEqual(CocoaReport(kind: .bindingError("boom")).description, "fatal error: Binding error: boom")
    }

    func testBinderHoldsItsTargetWeakly() {
        var label: Label? = Label()
        let weakLabel = { [weak label] in label }
        let binder = label!.rx.text
        label = nil
        XCTAssertNil(weakLabel())
        binder.onNext("nobody home")
        XCTAssertEqual(reports, [])
    }

    func testSchedulerBinderHopsInsteadOfReporting() {
        let label = Label()
        let binder = Binder<String?>(label, scheduler: MainThread.scheduler) { $0.text = $1 }
        scheduler.scheduleAt(3) { MainThread.background { binder.onNext("hopped") } }
        scheduler.start()
        XCTAssertEqual(label.history, [Change(tick: 4, value: "hopped")])
        XCTAssertEqual(reports, [])
    }

    func testBindToRelaysAndSeveralObservers() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        var published: [Int] = []
        _ = publish.subscribe(onNext: { published.append($0) })
        _ = Observable.of(1, 2).bind(to: publish)
        _ = Observable.of(3).bind(to: behavior)
        XCTAssertEqual(published, [1, 2])
        XCTAssertEqual(behavior.value, 3)

        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        var seen: [String] = []
        _ = a.subscribe(onNext: { seen.append("a\($0)") })
        _ = b.subscribe(onNext: { seen.append("b\($0)") })
        _ = Observable.just(7).bind(to: a, b)
        XCTAssertEqual(seen, ["a7", "b7"])
    }

    func testBindOnNextReportsAnError() {
        var seen: [Int] = []
        _ = Observable<Int>.error(KitTestError.boom).startWith(1).bind(onNext: { seen.append($0) })
        XCTAssertEqual(seen, [1])
        XCTAssertEqual(reports, [.bindingError("boom")])
    }

    @available(*, deprecated)
    func testOldNamesStillWork() {
        let label = Label()
        _ = Observable.just("old").bindTo(label.rx.text)
        XCTAssertEqual(label.text, "old")
        let observer = UIBindingObserver<Label, String?>(UIElement: label) { $0.text = $1 }
        _ = Observable.just("older").bindTo(observer)
        XCTAssertEqual(label.text, "older")
    }

    func testIndicatorsAndTable() {
        let spinner = ActivityIndicator()
        let progress = ProgressView()
        let table = Table()
        _ = Observable.of(true, false).bind(to: spinner.rx.isAnimating)
        _ = Observable.of(0.5, 2).bind(to: progress.rx.progress)
        _ = Observable.just(["London", "Paris"]).bind(to: table.rx.items) { _, row, city in "\(row + 1). \(city)" }
        XCTAssertEqual(spinner.history.map(\.value), [true, false])
        XCTAssertFalse(spinner.isAnimating)
        XCTAssertEqual(progress.progress, 1, "clamped like UIKit")
        XCTAssertEqual(table.rows, ["1. London", "2. Paris"])
    }

    func testAnElementFromARealBackgroundThreadIsAppliedOnTheMainThread() {
        final class Box { var values: [Int] = []; var onMain: [Bool] = [] }
        let box = Box()
        let binder = Binder<Int>(box) { box, value in
            box.values.append(value)
            box.onMain.append(Thread.isMainThread)
        }
        let sent = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            binder.on(.next(1))
            sent.signal()
        }
        XCTAssertEqual(sent.wait(timeout: .now() + 5), .success)
        let deadline = Date(timeIntervalSinceNow: 5)
        while box.values.isEmpty, Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
        XCTAssertEqual(box.values, [1])
        XCTAssertEqual(box.onMain, [true])
        XCTAssertEqual(reports, [])
    }
}
