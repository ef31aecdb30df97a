import CourseKit
import Foundation
@testable import LessonEngine
import LessonKit
import XCTest

/// The fourth round of attacks, by a student who had not read the tests, on the run record's
/// new wire: the wire held, but the rules around it did not. Each of these passed before.
final class FourthAttackTests: XCTestCase {
    private func grade(_ id: String, _ source: String) throws -> GradeResult { try AttackGrading.grade(id, source) }

    /// A forbidden `create`, answered the way the task rules out.
    private let displayWithCreate = """
    import RxCore
    import LessonKit

    func display(_ temperature: Observable<String>) -> Observable<String> {
        Observable<String>.create { observer in
            temperature.subscribe { event in
                switch event {
                case .next(let value): observer.onNext(value)
                case .error: observer.onNext("n/a"); observer.onCompleted()
                case .completed: observer.onCompleted()
                }
            }
        }
    }
    """

    /// A `host` of the learner's own on the harness's type once ran instead of the harness's
    /// and called it with the learner's file among the stand-ins, which hid every operator in
    /// it. The stand-ins now come from the grader, and `main.swift` calls LessonHost's
    /// `ExerciseHost`, which the learner's file can neither import nor name: a `host` of its
    /// own is never called, and (since the sixth round) an exercise adds no extension at all.
    func testAHostOfTheLearnersOwnCannotHideOperators() throws {
        let result = try grade("errors-fallback-value", displayWithCreate + """

        extension ExerciseHarness where Entry == (Observable<String>) -> Observable<String> {
            func host(_ entry: Entry) -> Never { fatalError("the learner's host") }
        }
        """)
        XCTAssertEqual(result.status, .compileError, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("extension"), result.message(.en))
        let plain = try grade("errors-fallback-value", displayWithCreate)
        XCTAssertTrue(plain.message(.en).contains("rules out create"), plain.message(.en))
    }

    /// A declaration named like the lesson module, its name on the line after `enum`, is
    /// refused by the compiler's parse (the text rule reads one line at a time).
    func testAModuleNamedDeclarationAcrossLinesIsRefused() throws {
        let compiler = try Grader.forThisBuild().get().compiler.compiler
        guard let version = compiler.version, version >= .init(6, 2) else { throw XCTSkip("no JSON parse before Swift 6.2") }
        let result = try grade("errors-fallback-value", displayWithCreate + "\nenum\nLesson_errors {}\n")
        XCTAssertEqual(result.status, .compileError, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("named like a module"), result.message(.en))
    }

    /// A function that builds the allowed chain on its first call only (the shown scenario)
    /// and the ruled-out one for the hidden variants: every traced scenario is checked.
    func testOperatorRulesHoldInEveryScenario() throws {
        let result = try grade("operators-my-map-easy", """
        import RxCore

        var callsSoFar = 0

        func myMap<Element, Result>(_ source: Observable<Element>, _ transform: @escaping (Element) -> Result) -> Observable<Result> {
            callsSoFar += 1
            if callsSoFar == 1 {
                return Observable<Result>.create { observer in source.subscribe { event in observer.on(event.map(transform)) } }
            }
            return source.map(transform)
        }
        """)
        XCTAssertEqual(result.status, .fail, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("rules out map"), result.message(.en))
    }

    /// A leak on every other call: the first run of a process alone is measured again (it
    /// may make the runtime's shared objects); later ones count as they are.
    func testALeakOnEveryOtherCallIsALeak() throws {
        let result = try grade("dispose-take-until", """
        import RxCore

        var callsSoFar = 0
        var keptForever: [PublishSubject<Int>] = []

        func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
            callsSoFar += 1
            if callsSoFar % 2 == 1 {
                for _ in 0..<10 {
                    let subject = PublishSubject<Int>()
                    _ = subject.subscribe(AnyObserver { _ in })
                    keptForever.append(subject)
                }
            }
            return ticks.take(until: stop)
        }
        """)
        XCTAssertEqual(result.status, .fail, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("leaked"), result.message(.en))
    }

    /// Swift 6.3's parse dump leaves an attributed type in a typealias unclosed; honest code
    /// with one was refused as unreadable. The unclosed objects are closed, every node kept.
    func testAnAttributedTypeInATypealiasIsReadNotRefused() throws {
        let source = "import RxCore\ntypealias Handler = @Sendable () -> Void\n@_silgen_name(\"getpid\") func pid() -> Int32\n"
        let found = try AttackGrading.parseViolations(source, named: "Display.swift", allowed: ["RxCore"])
        XCTAssertEqual(found.count, 1, found.joined(separator: "\n"))
        XCTAssertTrue(found.first?.contains("@_silgen_name") == true, "the node after the unclosed one is still read: \(found)")
        XCTAssertEqual(CompiledRules.closingUnclosedObjects(#"{"a":[{"b":{"c":1}],"d":"}]"}"#), #"{"a":[{"b":{"c":1}}],"d":"}]"}"#)
    }

    /// A value the learner's code prints reaches GitHub's log with its control characters
    /// shown, not obeyed (a colour, a right-to-left override).
    func testGitHubReportShowsControlCharacters() throws {
        var result = GradeResult(id: "x", lesson: "l", status: .crash, file: "F.swift", points: 1)
        result.failure = .couldNotStart("printed \u{1B}[31mred\u{202E}txet")
        let text = GitHubReport.render(GradingReport(results: [result]), language: .en)
        XCTAssertTrue(text.contains("red"), text)
        XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E }, text)
        XCTAssertTrue(text.contains(#"\u{1B}[31mred\u{202E}txet"#), text)
    }
}
