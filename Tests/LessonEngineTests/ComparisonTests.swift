@testable import LessonEngine
import LessonKit
import XCTest

/// A lesson whose expected diagram does not parse says so in the learner's language.
final class ComparisonTests: XCTestCase {
    func testAMalformedExpectationIsExplainedInTheLearnersLanguage() {
        let expectation = Expectation(marbles: "--(a|")
        XCTAssertEqual(Comparison(expectation, Observation(), language: .zh).sentence,
                       "练习的期望弹珠图无法解析：第 3 列：分组没有闭合：'(' 没有对应的 ')'")
        XCTAssertEqual(Comparison(expectation, Observation(), language: .en).sentence,
                       "the exercise's expected diagram does not parse: unclosed group: '(' has no matching ')' at column 3")
    }
}
