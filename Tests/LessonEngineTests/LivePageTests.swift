import Foundation
import LessonEngine
import TextKit
import XCTest

/// A live page is the body plus a script that loads `FILE.live.js`; each update rewrites that
/// file with a new version, which is what the open page compares.
final class LivePageTests: XCTestCase {
    func testALivePageNamesItsDataFileAndEachUpdateCarriesBodyAndVersion() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let live = LivePage(page: folder.appendingPathComponent("watch.html"), title: "t", language: .zh)
        XCTAssertEqual(live.dataFile.lastPathComponent, "watch.live.js")

        try live.show("<p>first</p>", live: true, at: Date(timeIntervalSince1970: 1000))
        let page = try String(contentsOf: live.page, encoding: .utf8)
        XCTAssertTrue(page.contains("<p>first</p>"), "the page shows the body without its script")
        XCTAssertTrue(page.contains("\"watch.live.js\" + \"?\""), page)
        XCTAssertTrue(page.contains("var shown = 1000000,"), page)
        XCTAssertTrue(page.contains("自动更新"), "the status line is in the reader's language")

        try live.show("<p>second</p>", live: true, at: Date(timeIntervalSince1970: 1001))
        let script = try String(contentsOf: live.dataFile, encoding: .utf8)
        XCTAssertTrue(script.hasPrefix("rxlessonLive({"), script)
        let json = script.dropFirst("rxlessonLive(".count).prefix { $0 != "\n" }.dropLast(2)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["version"] as? Int, 1_001_000)
        XCTAssertEqual(object["title"] as? String, "t")
        XCTAssertTrue((object["body"] as? String)?.hasPrefix("<p>second</p>") == true, script)
    }

    func testAPageThatIsNotLiveHasNoScriptAndNoDataFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = LivePage(page: folder.appendingPathComponent("p.html"), title: "t", language: .en)
        try page.show("<p>once</p>", live: false)
        let html = try String(contentsOf: page.page, encoding: .utf8)
        XCTAssertTrue(html.contains("<p>once</p>"))
        XCTAssertFalse(html.contains("<script"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: page.dataFile.path))
    }

    func testAnUnwritablePageThrows() {
        let page = LivePage(page: URL(fileURLWithPath: "/nonexistent-folder/p.html"), title: "t", language: .en)
        XCTAssertThrowsError(try page.show("<p>x</p>", live: true))
    }
}
