import CDigest
import Foundation
@testable import LessonEngine
import XCTest

/// The record of built programs: its SHA-256 against FIPS 180-4's examples, and a changed
/// program found out.
final class ProgramRecordTests: XCTestCase {
    private func file(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-record-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        return url
    }

    func testTheDigestIsSHA256() throws {
        let examples: [(String, String)] = [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            // 56 bytes: the length no longer fits the block, padding takes a second one.
            ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ]
        for (text, digest) in examples {
            let url = try file(Array(text.utf8))
            defer { try? FileManager.default.removeItem(at: url) }
            XCTAssertEqual(ProgramRecord.digest(of: url), digest, text)
        }
        let million = try file([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
        defer { try? FileManager.default.removeItem(at: million) }
        XCTAssertEqual(ProgramRecord.digest(of: million), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// The processor's SHA instructions (where it has them) and the portable rounds give the
    /// same digest, for every length of the last block and for many blocks.
    func testTheInstructionsAndThePortableRoundsAgree() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<(1 << 20) + 37).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for count in Array(0...200) + [4_095, 4_096, bytes.count] {
            var fast = [UInt8](repeating: 0, count: 32), portable = [UInt8](repeating: 0, count: 32)
            bytes.withUnsafeBytes { buffer in
                rx_sha256(buffer.baseAddress, count, &fast)
                rx_sha256_portable(buffer.baseAddress, count, &portable)
            }
            XCTAssertEqual(fast, portable, "\(count) bytes (SHA instructions used: \(rx_sha256_uses_instructions() == 1))")
        }
    }

    func testAChangedOrLinkedProgramIsNotTheOneRecorded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let unit = folder.appendingPathComponent("rxlesson-exercises/some-exercise/0123")
        try FileManager.default.createDirectory(at: unit, withIntermediateDirectories: true)
        let program = unit.appendingPathComponent("exercise")
        try Data("the program as built".utf8).write(to: program)
        let record = ProgramRecord(products: BuildProducts(directory: folder))
        XCTAssertFalse(record.verify(program), "nothing recorded yet")
        XCTAssertTrue(record.record(program).value)
        XCTAssertTrue(record.verify(program))
        // Same size, other bytes; the modification time put back does not hide it.
        let modified = try FileManager.default.attributesOfItem(atPath: program.path)[.modificationDate] as? Date
        try Data("the program swapped!".utf8).write(to: program)
        try FileManager.default.setAttributes([.modificationDate: modified as Any], ofItemAtPath: program.path)
        XCTAssertFalse(record.verify(program))
        try FileManager.default.removeItem(at: program)
        try FileManager.default.createSymbolicLink(atPath: program.path, withDestinationPath: "/bin/true")
        XCTAssertFalse(record.verify(program))
    }

    /// Until its digest is in, a program is trusted by its identity alone: the same bytes under
    /// another inode (a copy put in its place) are not the program built; once the digest is
    /// in, they are. A digest is kept only for the file as it was built.
    func testUntilItsDigestIsInAProgramIsTrustedByItsIdentityAlone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let unit = folder.appendingPathComponent("rxlesson-exercises/some-exercise/4567")
        try FileManager.default.createDirectory(at: unit, withIntermediateDirectories: true)
        let program = unit.appendingPathComponent("exercise")
        try Data("the program as built".utf8).write(to: program)
        func replaceWithCopy() throws {
            let copy = unit.appendingPathComponent("copy")
            try FileManager.default.copyItem(at: program, to: copy)
            try FileManager.default.removeItem(at: program)
            try FileManager.default.moveItem(at: copy, to: program)
        }
        let record = ProgramRecord(products: BuildProducts(directory: folder))
        let built = try XCTUnwrap(record.recordIdentity(of: program))
        XCTAssertTrue(record.verify(program), "as built, its digest still to come")
        try replaceWithCopy()
        XCTAssertFalse(record.verify(program), "a copy, and no digest to show it has the same bytes")
        XCTAssertFalse(record.recordDigest(of: program, builtAs: built), "no longer the file that was built")
        XCTAssertFalse(record.verify(program))
        XCTAssertTrue(record.record(program).value)
        try replaceWithCopy()
        XCTAssertTrue(record.verify(program), "a copy with the digest's bytes")
    }

    /// A cached program runs only with its record: one whose record was never written (or was
    /// lost) is built again from the text, not run as it was found.
    func testACachedProgramWithoutItsRecordIsRebuilt() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        let compiler = try Grader.forThisBuild().get().compiler
        let text = try scratch.solution(of: exercise) + "\n// \(UUID().uuidString)\n"
        func build() throws -> (program: URL, identity: String) {
            var built: URL?
            if case .built(let program) = compiler.build(exercise, text: text, shownAs: exercise.file) { built = program }
            let program = try XCTUnwrap(built, "the solution builds")
            return (program, try XCTUnwrap(ProgramRecord.identity(of: program)))
        }
        let first = try build()
        XCTAssertEqual(try build().identity, first.identity, "recorded: the cached program is used")
        let unit = first.program.deletingLastPathComponent()
        let record = ProgramRecord(products: compiler.products).folder
            .appendingPathComponent("\(exercise.id)-\(unit.lastPathComponent).sha256")
        try FileManager.default.removeItem(at: record)
        XCTAssertNotEqual(try build().identity, first.identity, "without its record: rebuilt")
    }
}
