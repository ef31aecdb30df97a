@testable import LessonEngine
import Foundation
import XCTest

/// The grader finds the modules in both build layouts, and the compiler and target they were built with.
final class BuildProductsTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("buildproducts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ text: String, to path: String, executable: Bool = false) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        if executable { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path) }
    }

    func testANativeBuildGivesItsRecordedCompilerTargetAndSDK() throws {
        try write("", to: "debug/Modules/LessonKit.swiftmodule")
        try write("", to: "toolchain/bin/swiftc", executable: true)
        let compiler = root.appendingPathComponent("toolchain/bin/swiftc").path
        let description: [String: Any] = ["swiftCommands": ["C.LessonKit-debug.module": [
            "executable": compiler, "moduleName": "LessonKit",
            "otherArguments": ["-target", "arm64-apple-macosx13.0", "-incremental", "-sdk", "/SDKs/MacOSX.sdk", "-Onone"],
        ]]]
        try JSONSerialization.data(withJSONObject: description).write(to: root.appendingPathComponent("debug/description.json"))

        let products = try XCTUnwrap(BuildProducts.locate(from: root.appendingPathComponent("debug/rxlesson")))
        XCTAssertEqual(products.layout, .native)
        XCTAssertEqual(products.moduleFolder.lastPathComponent, "Modules")
        let found = try XCTUnwrap(SwiftCompiler.find(for: products, environment: ["PATH": "/nonexistent"]))
        XCTAssertEqual(found.path, compiler)
        XCTAssertEqual(found.targetArguments, ["-target", "arm64-apple-macosx13.0", "-sdk", "/SDKs/MacOSX.sdk"])
    }

    func testRXLESSON_SWIFTCComesFirst() throws {
        try write("", to: "debug/Modules/LessonKit.swiftmodule")
        try write("", to: "chosen/swiftc", executable: true)
        let products = try XCTUnwrap(BuildProducts.locate(from: root.appendingPathComponent("debug/rxlesson")))
        let chosen = root.appendingPathComponent("chosen/swiftc").path
        XCTAssertEqual(SwiftCompiler.find(for: products, environment: ["RXLESSON_SWIFTC": chosen])?.path, chosen)
    }

    func testASwiftBuildLayoutIsFoundWithItsTargetAndOneObjectPerModule() throws {
        try write("", to: "Products/Debug-linux/LessonKit.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule")
        try write("", to: "Products/Debug-linux/RxCore.o")
        let products = try XCTUnwrap(BuildProducts.locate(from: root.appendingPathComponent("Products/Debug-linux/rxlesson")))
        XCTAssertEqual(products.layout, .swiftBuild)
        XCTAssertEqual(products.moduleFolder, products.directory)
        XCTAssertEqual(products.recordedCompiler.targetArguments, ["-target", "x86_64-unknown-linux-gnu"])
        XCTAssertNil(products.recordedCompiler.path)
        XCTAssertEqual(products.objects(of: ["RxCore"]).map(\.lastPathComponent), ["RxCore.o"])
    }

    func testNoModulesNoProducts() {
        XCTAssertNil(BuildProducts.locate(from: root.appendingPathComponent("elsewhere/rxlesson")))
    }

    func testTheRunningToolchainsCompilerIsFoundOnLinux() throws {
        #if os(Linux)
        let compiler = try XCTUnwrap(SwiftCompiler.runtimeToolchainCompiler())
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: compiler), compiler)
        #else
        XCTAssertNil(SwiftCompiler.runtimeToolchainCompiler())
        #endif
    }
}
