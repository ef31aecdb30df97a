import XCTest
import LessonKit
import RxCore

/// A playground probe gives back every resource once the subscription through it has ended.
final class ProbeResourcesTests: XCTestCase {
    /// Subscribes through a probe (`_ =`) and runs the clock until the source has completed.
    private func runProbedChain(traced: Bool) {
        let play = Playground()
        let scheduler = play.scheduler
        if traced { Trace.start(clock: { [unowned scheduler] in scheduler.clock }) }
        defer { if traced { Trace.stop() } }
        _ = play.probe("doubled", play.cold("-1-2-|").map { $0 + $0 }).subscribe(onNext: { _ in })
        play.finish()
        XCTAssertEqual(play.row(named: "doubled")?.events.count, 3)
    }

    func testProbedSubscriptionThatCompletedGivesBackEverything() {
        let before = Resources.total
        runProbedChain(traced: false)
        XCTAssertEqual(Resources.total, before)
    }

    func testTracedProbedSubscriptionThatCompletedGivesBackEverything() {
        let before = Resources.total
        runProbedChain(traced: true)
        XCTAssertEqual(Resources.total, before)
    }

    /// What stays counted after the subscription ended is the chain's observables, for as long
    /// as something holds them (RxSwift's `Observable` counts itself too): the cold source,
    /// `map` and the probe. Once let go, the count is back.
    func testCountKeepsTheChainsObservablesWhileTheyAreHeld() {
        let play = Playground()
        let before = Resources.total
        var probed: Observable<String>? = play.probe("doubled", play.cold("-1-2-|").map { $0 + $0 })
        _ = probed?.subscribe(onNext: { _ in })
        play.finish()
        XCTAssertEqual(Resources.total, before + 3)
        probed = nil
        XCTAssertEqual(Resources.total, before)
    }
}
