import XCTest
import Foundation
import RxCore
import RxTest
@testable import RxCocoaKit

final class FakeNetworkTests: KitTestCase {
    private func makeNetwork() -> FakeNetwork {
        let network = FakeNetwork(scheduler: scheduler, latency: .seconds(5))
        network.route("/weather") { query in
            query["q"] == "London"
                ? .json(#"{"name":"London","main":{"temp":271.55}}"#)
                : .json(#"{"cod":"404","message":"city not found"}"#, statusCode: 404)
        }
        return network
    }

    private func url(_ city: String) -> URL {
        var components = URLComponents(string: "https://example.org/weather")!
        components.queryItems = [URLQueryItem(name: "q", value: city)]
        return components.url!
    }

    func testJSONArrivesAfterTheLatencyOnABackgroundThread() {
        let network = makeNetwork()
        var name: String?
        var onMain: Bool?
        scheduler.scheduleAt(10) {
            _ = network.rx.json(url: self.url("London")).subscribe(onNext: { json in
                name = (json as? [String: Any])?["name"] as? String
                onMain = MainThread.isCurrent
            })
        }
        scheduler.start()
        XCTAssertEqual(name, "London")
        XCTAssertEqual(onMain, false)
        XCTAssertEqual(network.log.map(\.outcome), [.answered(statusCode: 200, tick: 15)])
        XCTAssertEqual(network.log.first?.sentAt, 10)
    }

    func testANon2xxStatusFailsData() {
        let network = makeNetwork()
        let res = scheduler.start(created: 0, subscribed: 0, disposed: 100) { network.rx.data(url: self.url("Nowhere")) }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 5)
        XCTAssertEqual(res.events.first?.value.error.map { "\($0)" }, "HTTP request failed with `404`.")
    }

    func testResponseDeliversAnyStatus() {
        let network = makeNetwork()
        var status: Int?
        _ = network.rx.response(url: URL(string: "https://example.org/unknown")!).subscribe(onNext: { status = $0.response.statusCode })
        scheduler.start()
        XCTAssertEqual(status, 404)
    }

    func testFlatMapLatestCancelsTheStaleRequests() {
        let network = makeNetwork()
        let typed = scheduler.createHotObservable([.next(1, "L"), .next(2, "Lo"), .next(3, "London")])
        let observer = scheduler.createObserver(String.self)
        _ = typed.flatMapLatest { city in
            network.rx.data(url: self.url(city)).map { _ in city }.catchAndReturn("404 \(city)")
        }.subscribe(observer)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(8, "London")])
        XCTAssertEqual(network.requestCount, 3)
        XCTAssertEqual(network.cancelledCount, 2)
        XCTAssertEqual(network.answeredCount, 1)
        XCTAssertEqual(network.log.map(\.description), [
            "#1 GET /weather?q=L t=1 → cancelled t=2",
            "#2 GET /weather?q=Lo t=2 → cancelled t=3",
            "#3 GET /weather?q=London t=3 → 200 t=8",
        ])
    }
}
