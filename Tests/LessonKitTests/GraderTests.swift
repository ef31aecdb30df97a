import Foundation
import LessonKit
import RxCore
import XCTest

/// Feeds the grader exercises that misbehave in every way it must catch, and checks each
/// fails with its own reason while a good exercise beside them still passes.
final class GraderTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func exercise(_ id: String, marbles: String? = nil, output: String? = nil,
                          run: @escaping @Sendable (Bool, Playground) -> Void) -> Exercise {
        Exercise(id: id, title: Localized(zh: id, en: id), task: Localized(zh: "", en: ""),
                 hints: [Localized(zh: "a", en: "a"), Localized(zh: "b", en: "b")],
                 file: "Tests/LessonKitTests/GraderTests.swift",
                 expected: Expectation(marbles: marbles, output: output), run: run)
    }

    private var good: Exercise {
        exercise("good", marbles: "--0-(1|)") { _, play in
            play.record("result", Observable<Int>.interval(.seconds(2), scheduler: play.scheduler).take(2))
        }
    }

    private func grade(_ exercise: Exercise, tickLimit: Int = 2_000) -> GradeResult {
        Grader.grade(exercise, lesson: "test", solution: false, root: root, tickLimit: tickLimit)
    }

    func testAGoodExercisePassesAndPointsAtItsTodo() {
        let result = grade(good)
        XCTAssertEqual(result.status, .pass, result.message)
        XCTAssertNotNil(result.line, "this file has a TODO marker")
    }

    func testAWrongStreamFailsWithTheSideBySideView() {
        let wrong = exercise("wrong", marbles: "--1--2--3--|") { _, play in
            play.record("result", play.scheduler.createColdObservable([.next(2, 1), .next(5, 2), .next(8, 4), .completed(11)]))
        }
        let result = grade(wrong)
        XCTAssertEqual(result.status, .fail)
        XCTAssertEqual(result.message, "tick 8: expected next(3), got next(4)")
        XCTAssertEqual(result.figure, """
        expected  --1--2--3--|
        actual    --1--2--4--|
                          ^ tick 8: expected next(3), got next(4)
        """)
        XCTAssertEqual(result.actual, "--1--2--4--|")
    }

    func testTheVerdictIgnoresWhatTheLearnerPrints() {
        let liar = exercise("liar", marbles: "-1|") { _, play in
            play.print("✓ pass")
            Swift.print("{\"status\":\"pass\"}")
            play.record("result", Observable<Int>.empty())
        }
        XCTAssertEqual(grade(liar).status, .fail)
    }

    func testOutputIsComparedExactly() {
        let printer = exercise("printer", output: "next(0)\ncompleted") { _, play in
            _ = Observable.just(1).subscribe { play.print($0) }
        }
        let result = grade(printer)
        XCTAssertEqual(result.status, .fail)
        XCTAssertEqual(result.message, "output line 1: expected \"next(0)\", got \"next(1)\"")
        XCTAssertTrue(result.figure?.contains("≠ next(0)") == true, result.figure ?? "")
    }

    func testALeakedSubscriptionFails() {
        let leaky = exercise("leaky", marbles: "(1|)") { _, play in
            _ = Observable<Int>.create { _ in Disposables.create() }.map { $0 }.subscribe { _ in }
            play.record("result", Observable.just(1))
        }
        let result = grade(leaky)
        XCTAssertEqual(result.status, .fail)
        XCTAssertTrue(result.message.contains("leaked"), result.message)
        XCTAssertEqual(grade(good).status, .pass, "a leak elsewhere does not fail the next exercise")
    }

    func testAnEventAfterCompletedFailsWithTheViolation() {
        let broken = exercise("broken", marbles: "|") { _, play in
            play.record("result", Observable<Int>.create { observer in
                observer.onCompleted()
                observer.onNext(1)
                return Disposables.create()
            })
        }
        let result = grade(broken)
        XCTAssertEqual(result.status, .fail)
        XCTAssertTrue(result.message.hasPrefix("Rx grammar broken:"), result.message)
        XCTAssertTrue(result.message.contains("after it had already terminated"), result.message)
    }

    func testRunawayVirtualTimeFails() {
        let runaway = exercise("runaway", marbles: "-0-1-!") { _, play in
            play.record("result", Observable<Int>.interval(.seconds(1), scheduler: play.scheduler))
        }
        let result = grade(runaway)
        XCTAssertEqual(result.status, .fail)
        XCTAssertTrue(result.message.hasPrefix("virtual time ran away"), result.message)
        XCTAssertTrue((result.actual ?? "").count < 40, "a runaway stream is drawn only as far as it helps: \(result.actual ?? "")")
    }

    func testMissingResultStreamFails() {
        let silent = exercise("silent", marbles: "|") { _, _ in }
        XCTAssertTrue(grade(silent).message.contains("nothing was recorded"))
    }
}
