#if canImport(Glibc)
@testable import TextKit
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
import XCTest
@testable import CommandLineKit

/// Output that cannot be written ends the command with a code, never a crash.
final class ConsoleTests: XCTestCase {
    func testWritingToAFullDiskReportsENOSPC() throws {
        let full = open("/dev/full", O_WRONLY)
        try XCTSkipIf(full < 0, "no /dev/full here")
        defer { close(full) }
        XCTAssertEqual(Console.writeAll("hello\n", to: full), ENOSPC)
    }

    func testFullDiskThroughTheToolGivesOneStderrLineAndExit74() throws {
        let full = open("/dev/full", O_WRONLY)
        try XCTSkipIf(full < 0, "no /dev/full here")
        defer { close(full) }
        let (read, write) = try makePipe()
        let console = Console(output: full, error: write, colored: false, width: 80, exitOnFailure: false)
        let code = sampleTool.run(["__grade-one", "x"], console: console, environment: [:])
        close(write)
        XCTAssertEqual(code, 74)
        XCTAssertEqual(drain(read), "error: cannot write output: No space left on device\n")
        XCTAssertEqual(console.failure, Console.WriteFailure(errorNumber: ENOSPC))
    }

    func testClosedPipeEndsQuietlyWithExit141() throws {
        let (read, write) = try makePipe()
        close(read)
        let (errorRead, errorWrite) = try makePipe()
        let console = Console(output: write, error: errorWrite, colored: false, width: 80, exitOnFailure: false)
        let code = sampleTool.run(["__grade-one", "x"], console: console, environment: [:])
        close(write)
        close(errorWrite)
        XCTAssertEqual(code, 141)
        XCTAssertEqual(drain(errorRead), "")
    }

    func testWidthAndColour() {
        XCTAssertEqual(Console.terminalWidth(environment: ["COLUMNS": "120"], descriptor: -1), 120)
        XCTAssertEqual(Console.terminalWidth(environment: ["COLUMNS": "wide"], descriptor: -1), 80)
        XCTAssertEqual(Console.terminalWidth(environment: [:], descriptor: -1), 80)
        XCTAssertTrue(Console.colorAllowed(terminal: true, environment: ["TERM": "xterm", "NO_COLOR": ""]))
        XCTAssertFalse(Console.colorAllowed(terminal: false, environment: [:]))
        XCTAssertFalse(Console.colorAllowed(terminal: true, environment: ["NO_COLOR": "1"]))
        XCTAssertFalse(Console.colorAllowed(terminal: true, environment: ["TERM": "dumb"]))
    }


    private func makePipe() throws -> (Int32, Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw XCTSkip("no pipe") }
        return (ends[0], ends[1])
    }

    private func drain(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        close(descriptor)
        return String(decoding: bytes, as: UTF8.self)
    }
}
