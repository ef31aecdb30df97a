import Foundation
@testable import LessonEngine
import LessonKit
import XCTest

/// A trait's operator is the learner's as an Observable operator is: `map` on an `Infallible`
/// was built inside RxCore, its row was RxCore's, and an exercise that rules out `map` passed
/// a file that only moved the `map` onto a trait (issue #25).
final class TraitOperatorRuleTests: XCTestCase {
    func testAMapOnAnInfallibleIsRuledOut() throws {
        let result = try AttackGrading.grade("operators-my-map-producer", """
        import RxCore

        func myMapFast<Element, Result>(_ source: Observable<Element>, _ transform: @escaping (Element) -> Result) -> Observable<Result> {
            source.materialize()
                .asInfallible(onErrorJustReturn: .completed)
                .map { $0.map(transform) }
                .asObservable()
                .dematerialize()
        }
        """)
        XCTAssertEqual(result.status, .fail)
        XCTAssertEqual(result.failure, .ruledOutOperator("map", line: 6))
    }

    /// `catch` on the `Single` made of the cache answers the exercise as `ifEmpty(switchTo:)`
    /// does (an empty cache fails `asSingle` at its end, and the download starts then), but the
    /// exercise rules `catch` out: the trait's `catch` is the learner's too.
    func testACatchOnASingleIsRuledOut() throws {
        let result = try AttackGrading.grade("traits-maybe-then-single", """
        import RxCore

        func avatar(cache: Observable<String>, download: Single<String>) -> Single<String> {
            cache.asMaybe().asObservable().asSingle()
                .catch { _ in download }
        }
        """)
        XCTAssertEqual(result.status, .fail)
        XCTAssertEqual(result.failure, .ruledOutOperator("catch", line: 5))
    }

    /// A trait's `create` makes a sequence by hand as `Observable.create` does: an exercise
    /// that rules out `create` rules it out too (its row is named `Completable.create`).
    func testACompletableCreateIsACreate() throws {
        let result = try AttackGrading.grade("traits-completable-and-then", """
        import RxCore

        func saveThenReload(_ writes: Observable<String>, reload: Single<String>) -> Single<String> {
            Completable.create { done in
                writes.subscribe(onError: { done(.error($0)) }, onCompleted: { done(.completed) })
            }
            .andThen(reload)
        }
        """)
        XCTAssertEqual(result.status, .fail)
        XCTAssertEqual(result.failure, .ruledOutOperator("create", line: 4))
    }
}
