import Foundation
import RxBlocking
import RxCore
import RxTest
import XCTest

private enum TraitError: Error { case boom }

/// A trait's operator is a `Trace` row of the caller's file and line, as an Observable
/// operator is: built from Observable operators inside RxCore, it once took RxCore's own line,
/// and such a row is the runtime's, which no operator rule of a lesson sees (issue #25).
final class TraceTraitOperatorsTests: XCTestCase {
    private let fileID = "RxCoreTests/TraceTraitOperatorsTests.swift"

    override func tearDown() {
        Trace.stop()
        super.tearDown()
    }

    /// The rows the scenario records, each as `name@line`, after checking each is this file's.
    private func rows<T>(_ scenario: TraceScenario<T>, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let (trace, observed) = scenario.traced()
        XCTAssertEqual(observed, scenario.direct(), "tracing changed what the observer saw", file: file, line: line)
        for row in trace.rows { XCTAssertEqual(row.fileID, fileID, row.label, file: file, line: line) }
        return trace.rows.map { "\($0.name)@\($0.line)" }
    }

    func testInfallibleOperators_AreRowsOfTheCallersLine() {
        var lines: [Int] = []
        let scenario = TraceScenario<Int>.start { s in
            let source = Observable.of(1, 2, 3, scheduler: s).asInfallible(onErrorJustReturn: 0); lines.append(#line)
            let mapped = source.map { $0 * 10 }; lines.append(#line)
            let kept = mapped.filter { $0 > 10 }; lines.append(#line)
            let flat = kept.flatMap { Infallible.just($0 + 1) }; lines.append(#line)
            return flat.asObservable()
        }
        let found = rows(scenario)
        XCTAssertTrue(found.contains("asInfallible@\(lines[0])"), "\(found)")
        XCTAssertTrue(found.contains("map@\(lines[1])"), "\(found)")
        XCTAssertTrue(found.contains("filter@\(lines[2])"), "\(found)")
        XCTAssertTrue(found.contains("flatMap@\(lines[3])"), "\(found)")
        XCTAssertTrue(found.contains("just@\(lines[3])"), "\(found)")
    }

    func testInfallibleCreationAndCombining_AreRowsNamedAsCalled() {
        var line = 0
        let scenario = TraceScenario<Int>.start { s in
            line = #line; return Infallible.combineLatest(Infallible.of(1, 2, scheduler: s), Infallible.from([5], scheduler: s)) { $0 + $1 }.asObservable()
        }
        XCTAssertEqual(Set(rows(scenario)), ["combineLatest@\(line)", "of@\(line)", "from@\(line)"])
    }

    func testSingleMapAndFlatMap_AreRowsOfTheCallersLine() {
        var lines: [Int] = []
        let scenario = TraceScenario<Int>.start { _ in
            let single = Single.just(2); lines.append(#line)
            let mapped = single.map { $0 * 10 }; lines.append(#line)
            let flat = mapped.flatMap { Single.just($0 + 1) }; lines.append(#line)
            return flat.asObservable()
        }
        XCTAssertEqual(Set(rows(scenario)), ["just@\(lines[0])", "map@\(lines[1])", "flatMap@\(lines[2])", "just@\(lines[2])"])
    }

    func testMaybeFilter_IsARowOfTheCallersLine() {
        var line = 0
        let scenario = TraceScenario<Int>.start { _ in line = #line; return Maybe.just(3).filter { $0 > 1 }.asObservable() }
        XCTAssertEqual(Set(rows(scenario)), ["just@\(line)", "filter@\(line)"])
    }

    func testCompletableAndThen_IsARowOfTheCallersLine() {
        var line = 0
        let scenario = TraceScenario<Int>.start { _ in line = #line; return Completable.empty().andThen(Single.just(4)).asObservable() }
        XCTAssertEqual(Set(rows(scenario)), ["empty@\(line)", "andThen@\(line)", "just@\(line)"])
    }

    /// Where the trait's name is not the name of the Observable operator it is built from,
    /// the row has the trait's: the name a lesson's rule is written with.
    func testOperatorsBuiltFromAnotherOperator_AreRowsOfTheirOwnName() {
        var line = 0
        let zipped = TraceScenario<Never>.start { _ in line = #line; return Completable.zip(.empty(), .empty()).asObservable() }
        XCTAssertEqual(rows(zipped), ["zip@\(line)", "empty@\(line)", "empty@\(line)"])
        let noSingles = TraceScenario<[Int]>.start { _ in line = #line; return Single<Int>.zip([Single<Int>]()).asObservable() }
        XCTAssertEqual(rows(noSingles), ["zip@\(line)"])
        let maybe = TraceScenario<Int>.start { _ in line = #line; return Single.just(1).flatMapMaybe { Maybe.just($0) }.asObservable() }
        XCTAssertEqual(Set(rows(maybe)), ["just@\(line)", "flatMapMaybe@\(line)"])
        let completable = TraceScenario<Never>.start { _ in line = #line; return Single.just(1).asCompletable().asObservable() }
        XCTAssertEqual(rows(completable), ["asCompletable@\(line)", "just@\(line)"])
    }

    /// RxSwift's older names, and operators built from others, are rows of the caller too.
    func testOlderNamesAndBuiltOperators_AreRowsOfTheCallersLine() {
        var line = 0
        let older = TraceScenario<Int>.start { s in (OlderNames() as OlderNameChains).chain(on: s) }
        XCTAssertEqual(Set(rows(older)), ["of@\(OlderNames.line)", "take@\(OlderNames.line)", "catchAndReturn@\(OlderNames.line)"])
        let ambiguous = TraceScenario<Int>.start { s in line = #line; return Observable.amb([Observable.of(1, scheduler: s)]) }
        XCTAssertEqual(Set(rows(ambiguous)), ["amb@\(line)", "of@\(line)"])
        let decoded = TraceScenario<Int>.start { _ in line = #line; return Observable.just(Data("7".utf8)).decode(type: Int.self, decoder: JSONDecoder()) }
        XCTAssertEqual(Set(rows(decoded)), ["decode@\(line)", "just@\(line)"])
    }

    /// The creation functions still work as function references, as in RxSwift.
    func testTraitCreationFunctionsStillWorkAsFunctionReferences() throws {
        XCTAssertEqual(try Observable.of(1, 2).concatMap(Single.just).toBlocking().toArray(), [1, 2])
        XCTAssertEqual(try Observable.of(3).concatMap(Maybe.just).toBlocking().toArray(), [3])
        let failing: (Swift.Error) -> Maybe<Int> = Maybe.error
        XCTAssertThrowsError(try failing(TraitError.boom).asObservable().toBlocking().toArray())
        let empty: () -> Completable = Completable.empty
        XCTAssertEqual(try empty().asObservable().toBlocking().toArray().count, 0)
        XCTAssertEqual(try Observable.of(4).flatMap(Infallible.just).toBlocking().toArray(), [4])
    }
}

/// Called through a protocol, the deprecated names build no warning into the suite.
private protocol OlderNameChains {
    func chain(on scheduler: TestScheduler) -> Observable<Int>
}

private struct OlderNames: OlderNameChains {
    static let line = #line + 3
    @available(*, deprecated)
    func chain(on scheduler: TestScheduler) -> Observable<Int> {
        Observable.of(1, 2, scheduler: scheduler).takeWhile { $0 < 2 }.catchErrorJustReturn(0)
    }
}
