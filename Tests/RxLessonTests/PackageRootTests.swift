import Foundation
import LessonEngine
@testable import rxlesson
import XCTest

/// The course a command works in: the package around the current folder, else (an installed
/// copy run from elsewhere) the package the program was built from.
final class PackageRootTests: XCTestCase {
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTheFolderAroundTheCurrentOneComesFirst() {
        let inside = checkout.appendingPathComponent("Lessons/dispose")
        XCTAssertEqual(PackageRoot.find(from: inside, builtFrom: URL(fileURLWithPath: "/nonexistent")).path, checkout.path)
    }

    func testOutsideAnyPackageThePackageItWasBuiltFromIsUsed() throws {
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-elsewhere-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        XCTAssertEqual(PackageRoot.find(from: elsewhere, builtFrom: checkout).path, checkout.path)
        // Neither here nor there: the current folder, and commands say what is missing.
        XCTAssertEqual(PackageRoot.find(from: elsewhere, builtFrom: elsewhere).path, elsewhere.path)
    }

    func testThisBuildKnowsItsPackage() {
        XCTAssertEqual(PackageSource.root.standardizedFileURL.path, checkout.standardizedFileURL.path)
    }
}
