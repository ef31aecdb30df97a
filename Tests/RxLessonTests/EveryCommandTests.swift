import CommandLineKit
import Foundation
import LessonEngine
import LessonKit
@testable import rxlesson
import TextKit
import XCTest

/// What every command of the tool does alike: help, global flags, mistakes, broken output.
final class EveryCommandTests: XCTestCase {
    private var names: [String] {
        RxLesson.tool.commands.map { $0.configuration.name }.filter { !$0.hasPrefix("_") }
    }

    func testEveryCommandAnswersHelpWithItsUsageAndExitZero() {
        for name in names {
            for flag in ["-h", "--help"] {
                let console = Console.capturing()
                XCTAssertEqual(runTool([name, flag], console: console), 0, "\(name) \(flag)")
                XCTAssertTrue(console.output.contains("usage: rxlesson \(name)"), "\(name) \(flag): \(console.output)")
                XCTAssertEqual(console.errors, "", "\(name) \(flag)")
            }
            let chinese = Console.capturing()
            XCTAssertEqual(runTool([name, "--help", "--lang", "zh"], console: chinese), 0)
            XCTAssertTrue(chinese.output.contains("用法") || chinese.output.contains("usage"), chinese.output)
        }
    }

    func testUnknownOptionsAndCommandsSuggestTheNearOnes() {
        let option = Console.capturing()
        XCTAssertEqual(runTool(["check", "--solution"], console: option), 2)
        XCTAssertTrue(option.errors.contains("'--solutions'"), option.errors)
        let command = Console.capturing()
        XCTAssertEqual(runTool(["chek"], console: command), 2)
        XCTAssertTrue(command.errors.contains("'check'"), command.errors)
    }

    func testGlobalFlagsAreAcceptedEverywhere() {
        for name in names {
            let console = Console.capturing()
            let status = runTool([name, "--no-color", "--lang=en", "--help"], console: console)
            XCTAssertEqual(status, 0, "\(name): \(console.errors)")
        }
        let version = Console.capturing()
        XCTAssertEqual(runTool(["--version"], console: version), 0)
        XCTAssertFalse(version.output.isEmpty)
    }

    func testAFullDiskEndsWithOneLineAndNoCrash() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full here")
        let products = try XCTUnwrap(BuildProducts.locate())
        let process = Process()
        process.executableURL = products.directory.appendingPathComponent("rxlesson")
        process.arguments = ["marbles", "--list"]
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertNotEqual(process.terminationStatus, 0)
        XCTAssertEqual(process.terminationReason, .exit, "no crash")
        XCTAssertEqual(text, "error: cannot write output: No space left on device\n")
    }
}

/// `--output FORMAT:FILE` with a format that does not exist is a typo, not a file name.
final class OutputPrefixTests: XCTestCase {
    func testAnUnknownFormatPrefixIsAUsageErrorWithTheNearestFormat() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-prefix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("x").path
        let console = Console.capturing()
        XCTAssertEqual(runTool(["check", "--output", "jnuit:" + path], console: console), 2)
        XCTAssertTrue(console.errors.contains("no report format 'jnuit'; did you mean 'junit'?"), console.errors)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "nothing written")
        let chinese = Console.capturing()
        XCTAssertEqual(runTool(["check", "--output", "jnuit:" + path, "--lang", "zh"], console: chinese), 2)
        XCTAssertTrue(chinese.errors.contains("没有叫“jnuit”的报告格式；你是不是想输入“junit”？"), chinese.errors)
        // A known prefix and a plain path are as before.
        XCTAssertNoThrow(try CheckCommand.checkPrefix("junit:" + path))
        XCTAssertNoThrow(try CheckCommand.checkPrefix(path))
        XCTAssertNoThrow(try CheckCommand.checkPrefix("./jnuit:x"))
    }
}
