import XCTest
import RxCore
import RxTest
@testable import RxCocoaKit

/// Each test gets a fresh virtual main thread and collects the kit's reports.
class KitTestCase: XCTestCase {
    var scheduler: TestScheduler!
    var reports: [CocoaReport.Kind] = []
    private var savedHandler: ((CocoaReport) -> Void)?

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        MainThread.use(scheduler)
        reports = []
        savedHandler = CocoaHooks.onReport
        CocoaHooks.onReport = { [unowned self] in self.reports.append($0.kind) }
    }

    override func tearDown() {
        if let savedHandler { CocoaHooks.onReport = savedHandler }
        MainThread.use(MainScheduler.instance)
        scheduler = nil
        super.tearDown()
    }
}

enum KitTestError: Error, CustomStringConvertible {
    case boom
    var description: String { "boom" }
}
