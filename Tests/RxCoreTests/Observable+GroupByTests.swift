import XCTest
import RxCore
import RxTest

final class ObservableGroupByTests: XCTestCase {
    private let words: [Recorded<Event<String>>] = [
        .next(90, "abc"), .next(220, "  foo"), .next(240, " FoO "), .next(270, "baR  "), .next(310, "foO "),
        .next(350, " Baz   "), .next(360, "  qux "), .next(390, "   bar"), .next(420, " BAR  "),
        .next(470, "FOO "), .next(480, "baz  "), .next(510, " bAZ "), .next(530, "    fOo    "),
        .completed(570), .next(580, "error"), .completed(600),
    ]

    private func normalised(_ word: String) -> String {
        word.lowercased().trimmingCharacters(in: .whitespaces)
    }

    /// Subscribes to the outer sequence at 200 and to every group as it arrives; records the
    /// outer keys in `outer` and each group's events in `groups[key]`.
    private final class Recorder {
        var outer: TestableObserver<String>
        var groups: [String: TestableObserver<String>] = [:]
        var groupSubscriptions: [String: Disposable] = [:]
        var outerSubscription: Disposable?
        init(_ scheduler: TestScheduler) { outer = scheduler.createObserver(String.self) }
    }

    private func record(_ scheduler: TestScheduler, _ make: @escaping () -> Observable<GroupedObservable<String, String>>) -> Recorder {
        let recorder = Recorder(scheduler)
        scheduler.scheduleAt(200) {
            recorder.outerSubscription = make().subscribe(
                onNext: { group in
                    recorder.outer.onNext(group.key)
                    let observer = scheduler.createObserver(String.self)
                    recorder.groups[group.key] = observer
                    recorder.groupSubscriptions[group.key] = group.subscribe(observer)
                },
                onError: { recorder.outer.onError($0) },
                onCompleted: { recorder.outer.onCompleted() }
            )
        }
        scheduler.scheduleAt(1000) {
            recorder.outerSubscription?.dispose()
            recorder.groupSubscriptions.values.forEach { $0.dispose() }
        }
        return recorder
    }

    func testGroupBy_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.groupBy { $0 % 2 }.map { $0.key } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testGroupBy_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.groupBy { $0 % 2 }.map { $0.key } }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testGroupBy_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, OpsTestError.boom)])
        let res = scheduler.start { xs.groupBy { $0 % 2 }.map { $0.key } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testGroupBy_TwoGroupsMerged() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .completed(600),
        ])
        let res = scheduler.start {
            xs.groupBy { $0 % 2 }.map { group in group.map { "\(group.key) \($0)" } }.merge()
        }
        XCTAssertEqual(res.events, [
            .next(205, "1 1"), .next(210, "0 2"), .next(240, "1 3"), .next(280, "0 4"), .next(320, "1 5"), .completed(600),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testGroupBy_OuterKeysAndComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(words)
        var calls = 0
        let res = scheduler.start { xs.groupBy { calls += 1; return self.normalised($0) }.map { $0.key } }
        XCTAssertEqual(res.events, [.next(220, "foo"), .next(270, "bar"), .next(350, "baz"), .next(360, "qux"), .completed(570)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 570)])
        XCTAssertEqual(calls, 12)
    }

    func testGroupBy_OuterDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(words)
        let res = scheduler.start(disposed: 355) { xs.groupBy { self.normalised($0) }.map { $0.key } }
        XCTAssertEqual(res.events, [.next(220, "foo"), .next(270, "bar"), .next(350, "baz")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 355)], "no group is subscribed: the source goes with the outer")
    }

    func testGroupBy_KeySelectorThrows_ErrorReachesGroupsThenOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(words)
        var calls = 0
        let recorder = record(scheduler) {
            xs.groupBy { word in
                calls += 1
                if calls == 6 { throw OpsTestError.boom }
                return self.normalised(word)
            }
        }
        scheduler.start()
        XCTAssertEqual(recorder.outer.events, [.next(220, "foo"), .next(270, "bar"), .next(350, "baz"), .error(360, OpsTestError.boom)])
        XCTAssertEqual(recorder.groups["foo"]?.events, [.next(220, "  foo"), .next(240, " FoO "), .next(310, "foO "), .error(360, OpsTestError.boom)])
        XCTAssertEqual(recorder.groups["bar"]?.events, [.next(270, "baR  "), .error(360, OpsTestError.boom)])
        XCTAssertEqual(recorder.groups["baz"]?.events, [.next(350, " Baz   "), .error(360, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 360)])
    }

    func testGroupBy_GroupsSubscribedInOnNext_SeeTheirFirstElementAndComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(words)
        let recorder = record(scheduler) { xs.groupBy { self.normalised($0) } }
        scheduler.start()
        XCTAssertEqual(recorder.groups["foo"]?.events, [
            .next(220, "  foo"), .next(240, " FoO "), .next(310, "foO "), .next(470, "FOO "), .next(530, "    fOo    "), .completed(570),
        ])
        XCTAssertEqual(recorder.groups["qux"]?.events, [.next(360, "  qux "), .completed(570)])
        XCTAssertEqual(recorder.outer.events.last, .completed(570))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 570)])
    }

    func testGroupBy_SourceErrorReachesGroups() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, "a"), .next(230, "b"), .error(250, OpsTestError.boom)])
        let recorder = record(scheduler) { xs.groupBy { $0 } }
        scheduler.start()
        XCTAssertEqual(recorder.groups["a"]?.events, [.next(220, "a"), .error(250, OpsTestError.boom)])
        XCTAssertEqual(recorder.groups["b"]?.events, [.next(230, "b"), .error(250, OpsTestError.boom)])
        XCTAssertEqual(recorder.outer.events, [.next(220, "a"), .next(230, "b"), .error(250, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testGroupBy_OuterDisposed_SubscribedGroupsKeepTheSourceAlive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(words)
        let recorder = record(scheduler) { xs.groupBy { self.normalised($0) } }
        scheduler.scheduleAt(320) { recorder.outerSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(recorder.outer.events, [.next(220, "foo"), .next(270, "bar")])
        XCTAssertEqual(Set(recorder.groups.keys), ["foo", "bar"], "groups opened after the outer was disposed are not emitted")
        XCTAssertEqual(recorder.groups["bar"]?.events, [.next(270, "baR  "), .next(390, "   bar"), .next(420, " BAR  "), .completed(570)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 570)])
    }

    func testGroupBy_AllGroupsDisposed_OuterKeepsTheSourceAlive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(words)
        let recorder = record(scheduler) { xs.groupBy { self.normalised($0) } }
        scheduler.scheduleAt(280) { recorder.groupSubscriptions["bar"]?.dispose() }
        scheduler.scheduleAt(400) { recorder.groupSubscriptions.values.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(recorder.groups["bar"]?.events, [.next(270, "baR  ")])
        XCTAssertEqual(recorder.groups["qux"]?.events, [.next(360, "  qux ")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 570)])
    }

    func testGroupBy_OuterAndGroupsDisposed_SourceDisposedWithTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(words)
        let recorder = record(scheduler) { xs.groupBy { self.normalised($0) } }
        scheduler.scheduleAt(300) { recorder.outerSubscription?.dispose() }
        scheduler.scheduleAt(400) { recorder.groupSubscriptions["foo"]?.dispose() }
        scheduler.scheduleAt(450) { recorder.groupSubscriptions["bar"]?.dispose() }
        scheduler.start()
        XCTAssertEqual(recorder.groups["foo"]?.events, [.next(220, "  foo"), .next(240, " FoO "), .next(310, "foO ")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    func testGroupBy_GroupSubscribedAfterCompletion_GetsOnlyTheTerminal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, "foo"), .completed(570)])
        let results = scheduler.createObserver(String.self)
        var group: GroupedObservable<String, String>?
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(xs.groupBy { $0 }.subscribe(onNext: { group = $0 })) }
        scheduler.scheduleAt(600) { if let group { subscriptions.append(group.subscribe(results)) } }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(results.events, [.completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 570)])
    }

    func testGroupBy_GroupSubscribedAfterEverythingWasDisposed_GetsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, "foo"), .next(310, "foo"), .error(570, OpsTestError.boom)])
        let results = scheduler.createObserver(String.self)
        var group: GroupedObservable<String, String>?
        var outer: Disposable?
        var inner: Disposable?
        scheduler.scheduleAt(200) { outer = xs.groupBy { $0 }.subscribe(onNext: { group = $0 }) }
        scheduler.scheduleAt(400) { outer?.dispose() }
        scheduler.scheduleAt(600) { inner = group?.subscribe(results) }
        scheduler.scheduleAt(1000) { inner?.dispose() }
        scheduler.start()
        XCTAssertEqual(results.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testGroupBy_SynchronousSource_GroupSubscribedInOnNextSeesEverything() {
        var seen: [String] = []
        _ = Observable.of(1, 2, 3, 4).groupBy { $0 % 2 }.subscribe(onNext: { group in
            _ = group.subscribe(onNext: { seen.append("\(group.key):\($0)") }, onCompleted: { seen.append("\(group.key)|") })
        })
        XCTAssertEqual(Array(seen.prefix(4)), ["1:1", "0:2", "1:3", "0:4"])
        XCTAssertEqual(Set(seen.dropFirst(4)), ["1|", "0|"], "groups complete in table order")
    }

    func testGroupedObservable_KeyAndAsObservable() {
        let group = GroupedObservable(key: "k", source: Observable.of(1, 2))
        var seen: [Int] = []
        _ = group.asObservable().subscribe(onNext: { seen.append($0) })
        XCTAssertEqual(group.key, "k")
        XCTAssertEqual(seen, [1, 2])
    }
}
