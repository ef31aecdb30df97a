import XCTest
import RxCore
import RxTest
@testable import RxCocoaKit

/// The kit's sources traced: one row each, named as the learner writes it (`rx.tap`,
/// `rx.text`, `controlEvent`, `asDriver`), never the operators the kit builds them from.
/// A method's row has the caller's line; a property (`rx.tap`) has no caller line in Swift,
/// so its row takes the line of the call consuming it (an operator, `subscribe`, `bind`, `drive`).
final class TraceCocoaTests: KitTestCase {
    override func tearDown() {
        Trace.stop()
        super.tearDown()
    }

    /// Runs `scenario` on a fresh main-thread clock, traced or not: the trace and what its
    /// observers recorded.
    private func run<T>(traced: Bool, _ scenario: (TestScheduler) -> [TestableObserver<T>]) -> (Trace?, [[Trace.Entry]]) {
        let clock = TestScheduler(initialClock: 0)
        MainThread.use(clock)
        let trace = traced ? Trace.start(clock: { [unowned clock] in clock.clock }) : nil
        let observers = scenario(clock)
        clock.start()
        Trace.stop()
        return (trace, observers.map { entries($0.events) })
    }

    /// The traced run's trace, after checking it recorded what the untraced run did.
    private func traced<T>(_ scenario: (TestScheduler) -> [TestableObserver<T>], file: StaticString = #filePath, line: UInt = #line) -> (Trace, [[Trace.Entry]]) {
        let (trace, observed) = run(traced: true, scenario)
        let (_, direct) = run(traced: false, scenario)
        XCTAssertEqual(observed, direct, "tracing changed what the observers saw", file: file, line: line)
        return (trace!, direct)
    }

    private func entries<T>(_ events: [Recorded<Event<T>>]) -> [Trace.Entry] {
        events.map { recorded in
            switch recorded.value {
            case .next(let element): return Trace.Entry(time: recorded.time, kind: .next, value: StableDescription.of(element))
            case .error(let error): return Trace.Entry(time: recorded.time, kind: .error, value: "\(error)")
            case .completed: return Trace.Entry(time: recorded.time, kind: .completed, value: nil)
            }
        }
    }

    private func label(_ name: String, _ line: Int) -> String { "\(name)  TraceCocoaTests.swift:\(line)" }

    /// Controls kept alive to the end of the test: one going away completes its sequences.
    private var controls: [Control] = []

    func testTap_IsOneRowAtTheLineOfItsConsumer() {
        var lines = (mapped: 0, subscribed: 0)
        let (trace, direct) = traced { s -> [TestableObserver<String>] in
            let button = Button()
            controls.append(button)
            let plain = s.createObserver(Void.self), mapped = s.createObserver(String.self)
            s.scheduleAt(200) {
                _ = button.rx.tap.subscribe(onNext: { plain.onNext(()) }); lines.subscribed = #line
                _ = button.rx.tap.map { "tap" }.subscribe(mapped); lines.mapped = #line
            }
            s.scheduleAt(210) { button.tap() }
            s.scheduleAt(230) { button.tap() }
            return [mapped]
        }
        XCTAssertEqual(trace.rows(named: "rx.tap").map(\.label), [label("rx.tap", lines.subscribed), label("rx.tap", lines.mapped)])
        XCTAssertEqual(trace.chains.map { $0.dataflow().map(\.row.name) }, [["rx.tap"], ["rx.tap", "map"]])
        let tap = trace.rows(named: "rx.tap")[1]
        XCTAssertEqual(tap.events.map(\.description), ["next(()) @ 210", "next(()) @ 230"])
        XCTAssertEqual(trace.chains[1].events, direct[0])
        XCTAssertEqual(tap.subscribed, 200)
    }

    func testText_OneRowHoldingWhatADirectObserverRecords() {
        var line = 0
        let (trace, direct) = traced { s -> [TestableObserver<String?>] in
            let field = TextField(text: "")
            controls.append(field)
            let observer = s.createObserver(String?.self)
            s.scheduleAt(200) { _ = field.rx.text.bind(to: observer); line = #line }
            s.scheduleAt(210) { field.type("a") }
            s.scheduleAt(220) { field.type("b") }
            return [observer]
        }
        let rows = trace.rows
        XCTAssertEqual(rows.map(\.label), [label("rx.text", line)], "one row, none for the kit's create and take(until:)")
        XCTAssertEqual(rows[0].events, direct[0])
        XCTAssertEqual(rows[0].events.map(\.description), ["next() @ 200", "next(a) @ 210", "next(ab) @ 220"])
    }

    func testTextOverTwoLines_TakesTheLineOfTheOperatorConsumingIt() {
        var filterLine = 0
        let (trace, _) = traced { s -> [TestableObserver<String>] in
            let field = TextField(text: "")
            controls.append(field)
            let observer = s.createObserver(String.self)
            let typed = field.rx.text.orEmpty
                .filter { !$0.isEmpty }; filterLine = #line
            s.scheduleAt(200) { _ = typed.subscribe(observer) }
            s.scheduleAt(210) { field.type("a") }
            return [observer]
        }
        XCTAssertEqual(trace.chains[0].dataflow().map(\.row.label), [label("rx.text", filterLine), label("filter", filterLine)])
    }

    func testControlEventAndControlProperty_AreRowsAtTheirOwnLine() {
        var lines = (event: 0, property: 0)
        let (trace, direct) = traced { s -> [TestableObserver<String>] in
            let field = TextField(text: "x")
            controls.append(field)
            let returns = field.rx.controlEvent(.editingDidEndOnExit); lines.event = #line
            let text = field.rx.controlProperty(editingEvents: .editingChanged, getter: { $0.text ?? "" }, setter: { $0.text = $1 }); lines.property = #line
            let pressed = s.createObserver(String.self), typed = s.createObserver(String.self)
            s.scheduleAt(200) {
                _ = returns
                    .map { "return" }
                    .subscribe(pressed)
                _ = text.subscribe(typed)
            }
            s.scheduleAt(210) { field.type("y") }
            s.scheduleAt(220) { field.pressReturn() }
            return [pressed, typed]
        }
        XCTAssertEqual(trace.rows(named: "controlEvent").map(\.label), [label("controlEvent", lines.event)])
        XCTAssertEqual(trace.rows(named: "controlEvent")[0].events.map(\.description), ["next(()) @ 220"])
        XCTAssertEqual(trace.rows(named: "map")[0].events, direct[0])
        let property = trace.rows(named: "controlProperty")
        XCTAssertEqual(property.map(\.label), [label("controlProperty", lines.property)])
        XCTAssertEqual(property[0].events, direct[1])
        XCTAssertEqual(trace.rows.count, 3)
    }

    func testAsDriver_EachDriverSubscriberIsAnAsDriverRowOverOneSourceSubscription() {
        var lines = (driver: 0, map: 0)
        var source: TestableObservable<Int>?
        let (trace, direct) = traced { s -> [TestableObserver<Int>] in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .error(230, KitTestError.boom)])
            source = xs
            let driver = xs.asDriver(onErrorJustReturn: -1); lines.driver = #line
            let tens = driver.map { $0 * 10 }; lines.map = #line
            let first = s.createObserver(Int.self), second = s.createObserver(Int.self)
            s.scheduleAt(200) { _ = driver.drive(first) }
            s.scheduleAt(215) { _ = tens.drive(second) }
            return [first, second]
        }
        let drivers = trace.rows(named: "asDriver")
        XCTAssertEqual(drivers.map(\.label), [label("asDriver", lines.driver), label("asDriver", lines.driver)])
        XCTAssertEqual(drivers[0].events, direct[0])
        XCTAssertEqual(drivers[0].upstream.map(\.name), ["hot"], "the kit's observe(on:), catchAndReturn and share are no rows")
        XCTAssertEqual(drivers[1].upstream.map(\.name), [])
        XCTAssertEqual(drivers[1].events.map(\.description), ["next(1) @ 215", "next(2) @ 220", "next(-1) @ 230", "completed @ 230"])
        let map = trace.rows(named: "map")
        XCTAssertEqual(map.map(\.label), [label("map", lines.map)])
        XCTAssertEqual(map[0].events, direct[1])
        XCTAssertEqual(source?.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(trace.rows.map(\.name).sorted(), ["asDriver", "asDriver", "hot", "map"])
    }

    func testControlEventAsDriver_IsAnAsDriverRowOverTheEvent() {
        var line = 0
        let (trace, direct) = traced { s -> [TestableObserver<String>] in
            let button = Button()
            controls.append(button)
            let observer = s.createObserver(String.self)
            s.scheduleAt(200) { _ = button.rx.tap.asDriver().map { "tap" }.drive(observer); line = #line }
            s.scheduleAt(210) { button.tap() }
            return [observer]
        }
        XCTAssertEqual(trace.chains[0].dataflow().map(\.row.label), [label("rx.tap", line), label("asDriver", line), label("map", line)])
        XCTAssertEqual(trace.chains[0].events, direct[0])
    }

    func testNetworkJSON_IsOneRowAtItsLine() {
        var line = 0
        let (trace, direct) = traced { s -> [TestableObserver<String>] in
            let network = FakeNetwork(scheduler: s, latency: .seconds(5))
            network.route("/weather") { _ in .json(#"{"name":"London"}"#) }
            let observer = s.createObserver(String.self)
            let url = URL(string: "https://example.org/weather?q=London")!
            let names = network.rx.json(url: url); line = #line
            s.scheduleAt(200) { _ = names.map { ($0 as? [String: Any])?["name"] as? String ?? "" }.observe(on: MainThread.scheduler).subscribe(observer) }
            return [observer]
        }
        let json = trace.rows(named: "rx.json")
        XCTAssertEqual(json.map(\.label), [label("rx.json", line)])
        XCTAssertEqual(json[0].events.map(\.time), [205, 205])
        XCTAssertEqual(trace.chains[0].events, direct[0])
        XCTAssertEqual(trace.rows.count, 3)
    }

    func testRxCocoaSpellings_StillCompile() {
        let button = Button(), field = TextField(text: "a"), label = Label()
        let relay = BehaviorRelay<String?>(value: nil), publish = PublishRelay<String>()
        let bag = DisposeBag()
        let driver = Driver.of(1, 2).flatMapLatest(Driver.just).map { "\($0)" }
        driver.drive(label.rx.text).disposed(by: bag)
        driver.drive(relay).disposed(by: bag)
        driver.drive(with: label, onNext: { label, text in label.text = text }).disposed(by: bag)
        field.rx.text.orEmpty.bind(to: publish).disposed(by: bag)
        field.rx.text.bind(with: label) { label, text in label.text = text }.disposed(by: bag)
        button.rx.tap.asDriver().drive(onNext: { label.text = "tap" }).disposed(by: bag)
        field.rx.controlEvent(.editingDidEndOnExit).asDriver().map { "return" }.drive(label.rx.text).disposed(by: bag)
        let justs: (Int) -> Driver<Int> = Driver.just
        let empty: () -> Driver<Int> = Driver.empty
        _ = Driver.combineLatest(justs(1), empty()) { $0 + $1 }.debug("both").distinctUntilChanged()
        scheduler.start()
        button.tap()
        XCTAssertEqual(label.text, "tap")
        XCTAssertEqual(relay.value, "2")
    }
}
