import XCTest
import RxCore

final class HooksTests: XCTestCase {
    private var savedHandler: Hooks.DefaultErrorHandler!
    private var savedCapture: Hooks.CustomCaptureSubscriptionCallstack!
    private var savedRecord = false

    override func setUp() {
        savedHandler = Hooks.defaultErrorHandler
        savedCapture = Hooks.customCaptureSubscriptionCallstack
        savedRecord = Hooks.recordCallStackOnError
    }

    override func tearDown() {
        Hooks.defaultErrorHandler = savedHandler
        Hooks.customCaptureSubscriptionCallstack = savedCapture
        Hooks.recordCallStackOnError = savedRecord
    }

    func testDefaultErrorHandler_GetsErrorWithEmptyStackByDefault() {
        var reports: [([String], String)] = []
        Hooks.defaultErrorHandler = { stack, error in reports.append((stack, "\(error)")) }
        var captured = 0
        Hooks.customCaptureSubscriptionCallstack = { captured += 1; return ["frame"] }
        _ = Observable<Int>.error(OpsTestError.boom).subscribe(onNext: { _ in })
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(reports.first?.0, [])
        XCTAssertEqual(reports.first?.1, "boom")
        XCTAssertEqual(captured, 0, "no stack is captured unless recordCallStackOnError")
    }

    func testRecordCallStackOnError_CapturesAtSubscriptionTime() {
        var reports: [[String]] = []
        Hooks.defaultErrorHandler = { stack, _ in reports.append(stack) }
        Hooks.recordCallStackOnError = true
        var captured = 0
        Hooks.customCaptureSubscriptionCallstack = { captured += 1; return ["a", "b"] }
        let subject = PublishSubject<Int>()
        _ = subject.subscribe()
        XCTAssertEqual(captured, 1)
        subject.onError(OpsTestError.bang)
        XCTAssertEqual(reports, [["a", "b"]])
    }

    func testHandledErrorIsNotReported() {
        var reports = 0
        Hooks.defaultErrorHandler = { _, _ in reports += 1 }
        _ = Observable<Int>.error(OpsTestError.boom).subscribe(onError: { _ in })
        XCTAssertEqual(reports, 0)
    }

    func testTraitsReportUnhandledErrors() {
        var reports: [String] = []
        Hooks.defaultErrorHandler = { _, error in reports.append("\(error)") }
        _ = Single<Int>.error(OpsTestError.boom).subscribe(onSuccess: { _ in })
        _ = Maybe<Int>.error(OpsTestError.bang).subscribe(onSuccess: { _ in })
        _ = Completable.error(OpsTestError.boom).subscribe(onCompleted: {})
        XCTAssertEqual(reports, ["boom", "bang", "boom"])
    }

    func testDefaultHandlerWritesToOutput() {
        let savedOutput = Hooks.output
        defer { Hooks.output = savedOutput }
        var lines: [String] = []
        Hooks.output = { lines.append($0) }
        Hooks.defaultErrorHandler = savedHandler
        _ = Observable<Int>.error(OpsTestError.boom).subscribe()
        XCTAssertEqual(lines, ["Unhandled error happened: boom"])
    }
}
