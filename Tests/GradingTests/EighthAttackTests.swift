import Foundation
@testable import LessonEngine
import LessonKit
import Marbles
import XCTest

/// The eighth round of attacks, by a student who had not read the tests: each of these
/// passed before, graded the way a teacher grades a class.
final class EighthAttackTests: XCTestCase {
    private func grade(_ id: String, _ source: String) throws -> GradeResult { try AttackGrading.grade(id, source) }

    /// Through a function reference, `file:` is a plain argument: a module's bare name
    /// (no slash, so no course file's name either) once made the row the runtime's own, and
    /// no row was recorded at all.
    func testAModulesBareNameAsTheFileIsTheLearners() throws {
        let result = try grade("operators-my-map-easy", """
        import RxCore

        func myMap<Element, Result>(_ source: Observable<Element>, _ transform: @escaping (Element) -> Result) -> Observable<Result> {
            let builtIn: (@escaping (Element) throws -> Result, StaticString, UInt) -> Observable<Result> = source.map
            return Observable<Result>.create { observer in builtIn(transform, "RxCore", 1).subscribe(observer) }
        }
        """)
        XCTAssertEqual(result.failure, .ruledOutOperator("map", line: 0), result.message(.en))
    }

    /// A `Signal` is a `share` (and an `observe(on:)`, and a `catchAndReturn`) applied inside
    /// RxCocoa: where `share` is ruled out, `asSignal` is too.
    func testATraitConversionCountsAsTheOperatorsItIsMadeOf() throws {
        let result = try grade("connectable-while-watched", """
        import RxCore
        import RxCocoaKit

        func whileWatched(_ feed: Observable<Int>) -> Observable<Int> {
            feed.asSignal(onErrorJustReturn: -1).asObservable()
        }
        """)
        XCTAssertEqual(result.failure, .ruledOutOperator("share", line: 5), result.message(.en))
    }

    /// A subject fed from a plain `subscribe` makes the result by hand, as `create` would:
    /// a task that asks for the result made from its inputs rules subjects out too.
    func testASubjectFedByHandIsMadeByHand() throws {
        let leaving = try grade("life-happens-guest-count", """
        import RxCore

        func guestCount(_ beings: Observable<String>) -> Observable<Int> {
            let count = BehaviorSubject(value: 0)
            var attendees: [String] = []
            _ = beings.subscribe(onNext: { being in
                attendees.append(being)
                count.onNext(attendees.count)
            }, onError: { count.onError($0) }, onCompleted: { count.onCompleted() })
            return count.asObservable()
        }
        """)
        XCTAssertEqual(leaving.failure, .ruledOutOperator("BehaviorSubject", line: 4), leaving.message(.en))

        // The required operators bolted onto values worked out in callbacks.
        let bolted = try grade("checkpoint-fundamentals-high-score", """
        import RxCore

        func highScore(_ scores: Observable<Int>, gameOver: Observable<Void>) -> Observable<Int> {
            let board = BehaviorSubject(value: 0)
            var best = 0
            var plain: [Disposable] = []
            plain.append(scores.subscribe(onNext: { score in
                if score > best { best = score; board.onNext(score * 2) }
            }))
            plain.append(gameOver.subscribe(onNext: { plain.forEach { $0.dispose() }; plain = [] }))
            return Observable.merge(board.asObservable(), scores.filter { _ in false })
                .scan(0) { _, doubled in doubled / 2 }
                .take(until: gameOver)
        }
        """)
        XCTAssertEqual(bolted.failure, .ruledOutOperator("BehaviorSubject", line: 4), bolted.message(.en))
    }

    /// A playground of the learner's own labelled a side chain "result", and the grader took
    /// it for the harness's: only the course makes playgrounds and names what they record.
    func testALearnerCannotNameAChainResult() throws {
        let own = try grade("dispose-take-until", """
        import LessonKit
        import RxCore

        func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
            _ = Playground().probe("result", ticks.take(until: stop)).subscribe()
            return Observable.merge(ticks.map { Optional($0) }, stop.map { _ in Int?.none })
                .take(while: { $0 != nil })
                .map { $0! }
        }
        """)
        XCTAssertEqual(own.status, .compileError, own.message(.en))
        XCTAssertEqual(own.line, 5)

        let given = try grade("dispose-interval", """
        import LessonKit
        import RxCore

        func stopTheInterval(_ subscription: Disposable, period: Int, count: Int, play: Playground) {
            _ = play.probe("result", Observable<Int>.never()).subscribe()
            play.at(period * count + 1) { subscription.dispose() }
        }
        """)
        XCTAssertEqual(given.status, .compileError, given.message(.en))
        XCTAssertEqual(given.line, 5)
    }

    /// Foundation's members reach a file that does not import it (its `String` initialisers
    /// read files, `/proc`'s random uuid among them: a coin): the compiler now refuses members
    /// of a module the file did not import.
    func testFoundationsMembersNeedItsImport() throws {
        let compiler = try Grader.forThisBuild().get().compiler.compiler
        try XCTSkipUnless(compiler.version.map { $0 >= .init(6, 1) } ?? false, "member import visibility needs Swift 6.1")
        let result = try grade("dispose-interval", """
        import LessonKit
        import RxCore

        let coin = (try? String(contentsOfFile: "/proc/sys/kernel/random/uuid", encoding: .utf8))?.first == "0"

        func stopTheInterval(_ subscription: Disposable, period: Int, count: Int, play: Playground) {
            play.at(period * count + (coin ? 1 : period)) { subscription.dispose() }
        }
        """)
        XCTAssertEqual(result.status, .compileError, result.message(.en))
        XCTAssertEqual(result.line, 4)
        XCTAssertTrue(result.message(.en).contains("Foundation"), result.message(.en))
    }

    /// A run reports its first few thousand happenings and no more: past them, a wrong
    /// result hid behind lines nobody compares. Such a run is not judged as passing.
    func testARunThatReportsTooMuchFails() throws {
        let result = try grade("dispose-interval", """
        import LessonKit
        import RxCore

        var filled = false

        func stopTheInterval(_ subscription: Disposable, period: Int, count: Int, play: Playground) {
            // In one scenario only: all of them together would pass the cap on printed bytes.
            if !filled { for _ in 0..<5_100 { play.print("x") } }
            filled = true
            play.at(period * count + 1) { subscription.dispose() }
        }
        """)
        XCTAssertEqual(result.failure, .reportedTooMuch, result.message(.en))
        XCTAssertTrue(result.message(.zh).contains("5000"), result.message(.zh))
    }
}
