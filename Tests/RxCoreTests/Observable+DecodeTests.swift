import Foundation
import XCTest
import RxCore
import RxTest

private struct Person: Equatable, Decodable {
    let id: Int
    let name: String
    let country: String?
}

/// Decodes by parsing the text as an integer, to check custom decoders plug in.
private struct IntTextDecoder: DataDecoder {
    struct NotANumber: Error {}
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
        guard let number = Int(String(decoding: data, as: UTF8.self)), let item = number as? Item else { throw NotANumber() }
        return item
    }
}

final class ObservableDecodeTests: XCTestCase {
    private func json(_ text: String) -> Data { Data(text.utf8) }

    func testDecode_ValidJSON() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"[{"id": 1, "name": "Ann", "country": "NZ"}, {"id": 2, "name": "Bo"}]"#)),
            .next(220, json("[]")),
            .completed(250),
        ])
        let res = scheduler.start { xs.decode(type: [Person].self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [
            .next(210, [Person(id: 1, name: "Ann", country: "NZ"), Person(id: 2, name: "Bo", country: nil)]),
            .next(220, []),
            .completed(250),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDecode_InvalidJSON_ErrorsAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, json("[{]")), .next(220, json("[]")), .completed(250)])
        let res = scheduler.start { xs.decode(type: [Person].self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 210)
        XCTAssertTrue(res.events.first?.value.error is DecodingError)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDecode_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, json("1"))])
        let res = scheduler.start { xs.decode(type: Int.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDecode_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Data.self)])
        let res = scheduler.start { xs.decode(type: Int.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDecode_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, json("7")), .error(250, OpsTestError.boom)])
        let res = scheduler.start { xs.decode(type: Int.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.next(210, 7), .error(250, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDecode_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, json("7")), .next(230, json("8")), .completed(250)])
        let res = scheduler.start(disposed: 220) { xs.decode(type: Int.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.next(210, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDecode_CustomAndPropertyListDecoders() {
        var numbers: [Int] = []
        _ = Observable.of(Data("12".utf8)).decode(type: Int.self, decoder: IntTextDecoder()).subscribe(onNext: { numbers.append($0) })
        let plist = try! PropertyListEncoder().encode(["a", "b"])
        var strings: [String] = []
        _ = Observable.just(plist).decode(type: [String].self, decoder: PropertyListDecoder()).subscribe(onNext: { strings += $0 })
        XCTAssertEqual(numbers, [12])
        XCTAssertEqual(strings, ["a", "b"])
    }
}
