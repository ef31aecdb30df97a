import LessonCatalog
import LessonEngine
import LessonKit
import XCTest

/// The traits lesson's demos, pinned row by row in dataflow order (several rows share a name,
/// so `PinnedEventsTests`' first-match lookup can't tell them apart): `time:value`, `|`, `X`,
/// and `!` for a disposal, as there.
final class TraitsLessonTests: XCTestCase {
    static func rows(_ demoID: String) throws -> [String] {
        let result = try XCTUnwrap(LessonRuns.result(lesson: "traits", demo: demoID))
        return result.chains.joined().map { row in
            "\(row.names.first ?? row.operatorName): \(PinnedEventsTests.events(row))"
        }
    }

    func testSingleSucceedsOrFailsOnce() throws {
        XCTAssertEqual(try Self.rows("single"), ["Single.create: 3:ann 3:|", "Single.create: 3:X"])
    }

    /// RxSwift's AsSingle: success at the completion, noElements at an empty completion,
    /// moreThanOneElement at the second element (the source disposed then); AsMaybe completes.
    func testAsSingleChecksTheOneElementPromise() throws {
        XCTAssertEqual(try Self.rows("as-single-failures"), [
            "one: 2:a 4:|", "asSingle: 4:a 4:|",
            "none: 4:|", "asSingle: 4:X",
            "two: 2:a 3:b 3:!", "asSingle: 3:X",
            "none: 4:|", "asMaybe: 4:|",
        ])
    }

    func testIfEmptySubscribesTheDownloadOnlyOnAMiss() throws {
        XCTAssertEqual(try Self.rows("maybe"), [
            "hit: 1:disk 1:|", "asMaybe: 1:disk 1:|", "ifEmpty: 1:disk 1:|",
            "miss: 1:|", "asMaybe: 1:|", "ifEmpty: 4:net 4:|", "cold: 4:net 4:|", "asSingle: 4:net 4:|",
        ])
    }

    func testAndThenStartsAtTheCompletionAndAnErrorEndsTheCompletable() throws {
        XCTAssertEqual(try Self.rows("completable"), [
            "writes: 1:part 1 2:part 2 2:|", "ignoreElements: 2:|", "andThen: 4:v2 4:|", "cold: 4:v2 4:|", "asSingle: 4:v2 4:|",
            "full disk: 1:part 1 2:X", "ignoreElements: 2:X",
        ])
    }

    func testAsInfallibleReplacesTheError() throws {
        XCTAssertEqual(try Self.rows("infallible"), ["readings: 1:20 2:21 3:X", "asInfallible: 1:20 2:21 3:-1 3:|"])
    }

    /// The second screen, subscribed at tick 4: the Driver replays saved at once, the Signal
    /// gives nothing until deleted.
    func testADriverReplaysToTheLateScreenAndASignalDoesNot() throws {
        XCTAssertEqual(try Self.rows("driver-and-signal"), [
            "PublishRelay: 2:saved 6:deleted 8:!", "asDriver: 2:saved 6:deleted 8:!",
            "PublishRelay: 2:saved 6:deleted 8:!", "asSignal: 2:saved 6:deleted 8:!",
            "asDriver: 4:saved 6:deleted 8:!",
            "asSignal: 6:deleted 8:!",
        ])
    }
}
