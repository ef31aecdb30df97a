import Foundation
import LessonEngine
import TextKit
import ToolText
import XCTest

/// The tool's own words (`Sources/<module>/Text/en.md`, `zh.md`, read by TextTable): every id
/// is in both languages with the same arguments, every id the code asks for is written, and
/// no file keeps a text nothing asks for.
final class TextFilesTests: XCTestCase {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// The modules with a Text/ folder.
    static var modules: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: sources.appendingPathComponent("\($0)/Text/en.md").path) }.sorted()
    }

    static func file(_ module: String, _ language: Language) throws -> (texts: [String: String], order: [String], problems: [String]) {
        TextTable.parse(try String(contentsOf: sources.appendingPathComponent("\(module)/Text/\(language.rawValue).md"), encoding: .utf8))
    }

    /// The ids a module's Swift asks for: `wording("id"` (literal) and `wording("prefix.\(…)` (a family of ids).
    /// An id the code computes any other way (`wording(id, …)`) would hide from the checks here.
    static func asked(in module: String) throws -> (ids: Set<String>, prefixes: Set<String>) {
        let folder = sources.appendingPathComponent(module)
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        var ids = Set<String>(), prefixes = Set<String>()
        for file in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            XCTAssertEqual(text.matches(of: #/wording\([^"]/#).count, 0, "\(file.lastPathComponent) names a text by a computed id")
            for match in text.matches(of: #/wording\("([^"\\]+)("|\\\()/#) {
                if match.2 == "\"" { ids.insert(String(match.1)) } else { prefixes.insert(String(match.1)) }
            }
        }
        return (ids, prefixes)
    }

    func testTheToolHasTextFiles() {
        XCTAssertEqual(Self.modules, ["CommandLineKit", "CourseKit", "LessonEngine", "LessonKit", "Marbles", "ToolText", "rxlesson"])
    }

    func testEveryIdInBothLanguagesWithItsArguments() throws {
        for module in Self.modules {
            let zh = try Self.file(module, .zh), en = try Self.file(module, .en)
            XCTAssertEqual(zh.problems + en.problems, [], module)
            XCTAssertEqual(Set(zh.order).subtracting(en.order).sorted(), [], "\(module): only in zh.md")
            XCTAssertEqual(Set(en.order).subtracting(zh.order).sorted(), [], "\(module): only in en.md")
            for (id, text) in en.texts {
                XCTAssertFalse(text.isEmpty, "\(module) \(id) is empty in en.md")
                // A language may leave an argument out (a plural English needs, say), but between
                // them the two use every argument they are given, and no other.
                let used = TextTable.placeholders(in: text).union(TextTable.placeholders(in: zh.texts[id] ?? ""))
                XCTAssertEqual(used, Set(1..<((used.max() ?? 0) + 1)), "\(module) \(id): arguments \(used.sorted())")
            }
        }
    }

    func testEveryIdAskedForIsWrittenAndEveryWrittenIdIsAskedFor() throws {
        for module in Self.modules {
            let written = Set(try Self.file(module, .en).order)
            let asked = try Self.asked(in: module)
            XCTAssertEqual(asked.ids.subtracting(written).sorted(), [], "\(module): asked for but not written")
            let unused = written.subtracting(asked.ids).filter { id in !asked.prefixes.contains { id.hasPrefix($0) } }
            XCTAssertEqual(unused.sorted(), [], "\(module): written but never asked for")
        }
    }

    /// The ids made at run time: every operator's meaning and every family's name.
    func testEveryOperatorAndFamilyHasItsText() {
        for example in Gallery.examples {
            XCTAssertFalse(example.meanings.en.hasPrefix("‹") || example.meanings.zh.hasPrefix("‹"), example.name)
        }
        for family in GalleryExample.Family.allCases {
            XCTAssertFalse(GalleryExample.familyName(family, in: .zh).hasPrefix("‹"), "\(family)")
        }
    }

    func testArgumentsFillTheirPlaces() {
        let table = TextTable(zh: "## a\n{2} 在 {1} 之后\n", en: "## a\n{1} before {2}, {3}\n")
        XCTAssertEqual(table("a", "x", Localized(zh: "乙", en: "y")), Localized(zh: "乙 在 x 之后", en: "x before y, {3}"))
        XCTAssertEqual(table("missing").en, "‹missing›")
    }
}
