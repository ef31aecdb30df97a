import XCTest
import RxCore
import RxTest

/// The test clock's queue (a radix heap for integer ticks, with a heap in front of it for work
/// due before the last time it took out) against a plain model, on random schedules: each
/// action runs when it is the earliest pending one by time, then by scheduling order; the
/// clock never goes back; disposed work never runs; `advanceTo(t)` leaves nothing due by `t`.
/// Actions schedule more work in the past, now, soon and far ahead, also between the steps
/// of `advanceTo`, after the queue has looked ahead to a later time.
final class VirtualClockOrderTests: XCTestCase {
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    func testActionsRunByTimeThenSchedulingOrder() {
        for seed in UInt64(1)...12 {
            var random = Generator(state: seed)
            let scheduler = TestScheduler(initialClock: -1000)
            var pending: [Int: Int] = [:]            // id (= scheduling order) -> time
            var cancelable: [Int: Disposable] = [:]
            var scheduled = 0
            var ran = 0
            var clock = -1000

            func schedule(around base: Int) {
                let time: Int
                switch random.next(10) {
                case 0: time = base - random.next(30)
                case 1, 2: time = base
                case 3: time = base + random.next(1 << 40)
                default: time = base + random.next(60)
                }
                let id = scheduled
                scheduled += 1
                pending[id] = time
                let run = {
                    guard let due = pending[id] else { return XCTFail("seed \(seed): action \(id) ran twice or after disposal") }
                    let earliest = pending.min { ($0.value, $0.key) < ($1.value, $1.key) }!
                    XCTAssertEqual(earliest.key, id, "seed \(seed): ran \(id) at \(due) before \(earliest.key) at \(earliest.value)")
                    pending[id] = nil
                    cancelable[id] = nil
                    clock = max(clock, due)
                    XCTAssertEqual(scheduler.clock, clock, "seed \(seed)")
                    ran += 1
                    if scheduled < 1500 {
                        for _ in 0..<random.next(3) { schedule(around: scheduler.clock) }
                    }
                }
                if random.next(4) == 0 {
                    cancelable[id] = scheduler.scheduleAbsoluteVirtual((), time: time) { _ in
                        run()
                        return Disposables.create()
                    }
                } else {
                    scheduler.scheduleAt(time, action: run)
                }
            }

            for _ in 0..<300 { schedule(around: -1000) }
            for _ in 0..<40 {
                let target = scheduler.clock + random.next(120)
                scheduler.advanceTo(target)
                XCTAssertFalse(pending.values.contains { $0 <= target }, "seed \(seed): work due by \(target) left after advanceTo")
                clock = max(clock, target)
                XCTAssertEqual(scheduler.clock, clock, "seed \(seed)")
                for (id, disposable) in cancelable where random.next(5) == 0 {
                    disposable.dispose()
                    pending[id] = nil
                    cancelable[id] = nil
                }
                for _ in 0..<random.next(8) { schedule(around: scheduler.clock) }
            }
            scheduler.start()
            XCTAssertTrue(pending.isEmpty, "seed \(seed): \(pending.count) actions never ran")
            XCTAssertGreaterThan(ran, 300)
        }
    }
}
