import CourseKit
import Foundation
import LessonCatalog
import LessonKit
import XCTest

/// The hints are a ladder, not the answer: no hint, in either language, holds a line of code
/// the learner is asked to write (`SolutionLines.decisive`). A hint names the operator, the
/// idea, the shape of the code, what to look at in the figure; the finished line is the learner's.
final class HintLadderTests: XCTestCase {
    func testNoHintGivesASolutionLine() throws {
        var findings: [String] = []
        for lesson in lessonCatalog {
            for exercise in lesson.exercises {
                let lines = try Self.newLines(of: exercise)
                for (number, hint) in exercise.hints.enumerated() {
                    for (language, text) in [("en", hint.en), ("zh", hint.zh)] {
                        for line in Self.given(in: text, of: lines) {
                            findings.append("\(exercise.id) hint \(number + 1) (\(language)) gives `\(line)`")
                        }
                    }
                }
            }
        }
        XCTAssertEqual(findings, [], "a hint holds a line of the solution:\n" + findings.joined(separator: "\n"))
    }

    func testTheNewLinesLeaveOutTheStubCommentsAndTheFrame() {
        let stub = "func f(_ x: Observable<Int>) -> Observable<Int> {\n    // TODO: double\n    return x\n}\n"
        let solution = "func f(_ x: Observable<Int>) -> Observable<Int> {\n    x.map { $0 * 2 } // doubled\n        .share()\n}\n"
        let lines = SolutionLines(stub: stub, solution: solution)
        XCTAssertEqual(lines.lines.map(\.key), ["x.map{$0*2}", ".share()"])
        XCTAssertEqual(lines.decisive.map(\.key), ["x.map{$0*2}"], "`.share()` names one operator, as a hint may")
        XCTAssertEqual(Self.given(in: "Then: x.map {$0 * 2}, and share().", of: lines), ["x.map { $0 * 2 }"], "found whatever the spacing")
        XCTAssertEqual(Self.given(in: "map each value to twice itself, then share()", of: lines), [])
        let ending = SolutionLines(stub: "", solution: "case \"|\": return Observable.empty()")
        XCTAssertEqual(Self.given(in: "switch diagram { case \"|\": .empty() }", of: ending).count, 1, "a case written without return or the type")
    }

    /// The decisive lines a hint's text holds, compared without whitespace (a hint writes code
    /// in backticks, in a block, or bare).
    static func given(in hint: String, of lines: SolutionLines) -> [String] {
        let key = SolutionLines.key(hint)
        return lines.decisive.filter { key.contains($0.key) }.map(\.text)
    }

    /// The ladder's figures, printed (`--filter HintLadderTests/testLadderFigures`): how big each
    /// step is (new lines of code, a line of only brackets not counted), how many exercises
    /// call two or more operators in them, and decisive lines that two exercises share.
    func testLadderFigures() throws {
        let api = try TeachingOrderTests.publicAPI().subtracting(Self.notOperators)
        var exercises = 0, combined = 0
        var long: [String] = []
        var owners: [String: Set<String>] = [:]
        for lesson in lessonCatalog {
            for exercise in lesson.exercises {
                exercises += 1
                let lines = try Self.newLines(of: exercise)
                let code = lines.lines.filter { !$0.key.allSatisfy { "{}()[];,".contains($0) } }
                if code.count >= 6 { long.append("\(exercise.id) (\(code.count))") }
                let operators = Set(SwiftTokenizer.calledMembers(SwiftTokenizer.tokens(code.map(\.text).joined(separator: "\n")))).intersection(api)
                if operators.count >= 2 { combined += 1 }
                for line in lines.decisive { owners[line.key, default: []].insert(exercise.id) }
            }
        }
        let repeated = owners.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }
        print("Ladder: \(exercises) exercises; \(long.count) need 6 or more new lines (\(long.joined(separator: ", "))); \(combined) call two or more operators; \(repeated.count) solution lines repeat:")
        for (line, ids) in repeated { print("  \(line)  in \(ids.sorted().joined(separator: ", "))") }
        XCTAssertGreaterThan(exercises, 0)
    }

    /// RxSwift names that are not operators: an observer's, a disposable's and a scheduler's own
    /// calls (`create` too, which is mostly `Disposables.create` there).
    static let notOperators: Set<String> = ["on", "onNext", "onError", "onCompleted", "dispose", "disposed", "accept", "asObservable", "asObserver", "create", "subscribe", "schedule", "scheduleRelative", "schedulePeriodic", "value"]

    static func newLines(of exercise: Exercise) throws -> SolutionLines {
        SolutionLines(stub: try TeachingOrderTests.read(exercise.stubFile), solution: try TeachingOrderTests.read(exercise.solutionFile))
    }
}
