import CExerciseInput
import CSandbox
import Foundation
@testable import LessonEngine
import LessonKit
import XCTest

/// The sixth round of attacks, by a student who had not read the tests. Each of these passed before.
final class SixthAttackTests: XCTestCase {
    /// A variable named `RxCore/Map.swift` (a raw identifier) holding `#function` is a course
    /// file's name with no string literal; passed as a forbidden operator's `file:` through a
    /// function reference, its row was the runtime's own and was never drawn.
    func testRawIdentifiersAndMagicIdentifiersAreRefused() throws {
        let found = try AttackGrading.parseViolations("""
        import RxCore

        var
        `RxCore/Map.swift`: StaticString { #function }

        func myMap<E, R>(_ source: Observable<E>, _ transform: @escaping (E) -> R) -> Observable<R> {
            let apply: (@escaping (E) throws -> R, StaticString, UInt) -> Observable<R> = source.map
            return apply(transform, `RxCore/Map.swift`, 9)
        }
        """, named: "MyMap.swift")
        XCTAssertTrue(found.contains { $0.contains("`RxCore/Map.swift`") && $0.contains("backticks") }, "\(found)")
        XCTAssertTrue(found.contains { $0.contains("`#function`") }, "\(found)")
        XCTAssertEqual(try AttackGrading.parseViolations("let sum = [1, 2].reduce(0, +)\nlet `plain` = 1\n"), [])
    }

    /// The report channel's descriptor, the one both sides name.
    func testTheChannelIsTheDescriptorTheSandboxGuards() {
        XCTAssertEqual(Int(RXEX_CHANNEL), Int(RXSB_CHANNEL))
    }

    /// With Foundation (Glibc's `dup2`), a program put a file of its own on the report channel,
    /// read the host's lines there (token and all), rewrote them and passed them on: no call may
    /// now close the channel's descriptor or put another file in its place.
    func testNothingTakesTheChannelsPlace() throws {
        #if os(Linux)
        let exercise = try ScratchCourse.exercise("http-status")
        let result = try AttackGrading.grade(exercise.id, """
        import Foundation
        import Lesson_http
        import RxCocoaKit
        import RxCore

        let taken: [Int32] = {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("x").path
            FileManager.default.createFile(atPath: path, contents: nil)
            let file = FileHandle(forWritingAtPath: path)?.fileDescriptor ?? 1
            return [dup2(file, 10), errno == EPERM ? 1 : 0, close(10), errno == EPERM ? 1 : 0]
        }()

        func pageText(_ network: FakeNetwork, url: URL) -> Observable<String> {
            network.rx.response(url: url).map { _, _ in "dup2 \\(taken[0]) \\(taken[1]) close \\(taken[2]) \\(taken[3])" }
        }
        """)
        XCTAssertEqual(result.status, .fail, "\(result.failure.map { GradingMessages.sentence($0).en } ?? "")")
        XCTAssertTrue(result.actual?.contains("dup2 -1 1 close -1 1") ?? false, "\(result.actual ?? "") \(result.status)")
        #endif
    }

    /// A member the learner's file added to the lesson's `Harness` (`extension Harness`, or
    /// through a typealias) is what `main.swift`'s `Lesson_x.Harness.entry` found first: the
    /// learner's code ran before the host, with any harness of the lesson it chose.
    func testNoExtensionInAnExercise() throws {
        let found = try AttackGrading.parseViolations("typealias H = Harness\nextension H { static var myMap: Int { 1 } }\n")
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.contains("extension") ?? false)
    }

    /// With a teacher's key the variants also follow the file: the same file meets the same
    /// ones every time, and a file changed to answer the variants a report showed meets new
    /// ones, so a table of shown variants never grows into a pass.
    func testATeachersVariantsFollowTheSubmission() {
        let key = VariantKey.teacher("class of 2026").forStudent("mallory")
        let first = VariantPlan.keyed(key, count: 3).forSubmission("func numbers() {}").seeds(for: "observables-numbers")
        XCTAssertEqual(first, VariantPlan.keyed(key, count: 3).forSubmission("func numbers() {}").seeds(for: "observables-numbers"))
        XCTAssertNotEqual(first, VariantPlan.keyed(key, count: 3).forSubmission("func numbers() { /* table */ }").seeds(for: "observables-numbers"))
        XCTAssertEqual(VariantPlan.standard.forSubmission("a").seeds(for: "observables-numbers"),
                       VariantPlan.standard.forSubmission("b").seeds(for: "observables-numbers"), "the course's variants are public and fixed")
    }

    /// An old spelling (an interval taking seconds as a `Double`) applies the operator from
    /// inside the runtime, where its row is the runtime's: a forbidden `interval` went unseen.
    func testDeprecatedSpellingsAreRefused() throws {
        let result = try AttackGrading.grade("interval-countdown", """
        import RxCore

        func countdown(from start: Int, scheduler: SchedulerType) -> Observable<Int> {
            Observable<Int>.interval(0.2, scheduler: scheduler)
                .map { start - $0 }
                .take(while: { $0 > 0 })
        }
        """)
        XCTAssertEqual(result.status, .compileError, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("old spelling"), result.message(.en))
    }
}
