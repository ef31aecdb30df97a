import Foundation
@testable import LessonEngine
import XCTest

/// LessonEngine's folders are layers (docs/design.md, "Layers"): a file names the types of its
/// own folder and of the folders below, never a type declared in a folder above.
final class LayerTests: XCTestCase {
    /// Lowest first.
    static let layers = ["Drawing", "Runner", "Grading", "Playground", "Reports", "Gallery", "Quiz", "Course"]

    struct SourceFile {
        var folder: String
        var name: String
        var text: String
    }

    /// `file: Type (Folder)` for every type a file names that is declared at the top level of
    /// a folder above the file's own; comments and the text of string literals are not read.
    static func upwardNames(in files: [SourceFile], layers: [String]) -> [String] {
        var declaredIn: [String: String] = [:]
        for file in files {
            let code = SourceRules.code(of: file.text).joined(separator: "\n")
            for match in code.matches(of: #/(?m)^(?:(?:public|package|internal|private|fileprivate|final|indirect)\s+)*(?:struct|enum|class|actor|protocol|typealias)\s+(\w+)/#) {
                declaredIn[String(match.1)] = file.folder
            }
        }
        var found: [String] = []
        for file in files {
            guard let rank = layers.firstIndex(of: file.folder) else { continue }
            let named = Set(SourceRules.code(of: file.text).joined(separator: "\n").matches(of: #/\b[A-Z]\w*\b/#).map { String($0.output) })
            for name in named.sorted() {
                guard let folder = declaredIn[name], let above = layers.firstIndex(of: folder), above > rank else { continue }
                found.append("\(file.folder)/\(file.name): \(name) (\(folder))")
            }
        }
        return found
    }

    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/LessonEngine").standardizedFileURL

    /// Every Swift file of LessonEngine, by its top folder.
    private static func engineFiles() throws -> [SourceFile] {
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        return try enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map { url in
            let relative = url.standardizedFileURL.path.dropFirst(root.path.count + 1).split(separator: "/")
            return SourceFile(folder: relative.count > 1 ? String(relative[0]) : "", name: relative.dropFirst().joined(separator: "/"),
                              text: try String(contentsOf: url, encoding: .utf8))
        }
    }

    func testNoFileNamesATypeOfAHigherLayer() throws {
        let files = try Self.engineFiles()
        XCTAssertGreaterThan(files.count, 50)
        XCTAssertEqual(Self.upwardNames(in: files, layers: Self.layers), [])
    }

    /// A new folder (or a file outside any) has no place in the order until it is given one.
    func testEveryFileIsInALayer() throws {
        let folders = Set(try Self.engineFiles().map(\.folder))
        XCTAssertEqual(folders.subtracting(Self.layers), [])
    }

    /// The check itself: a name in code is found, the same name in a comment or a string is not,
    /// and a name from below is allowed.
    func testTheCheckFindsAnUpwardName() {
        let files = [
            SourceFile(folder: "Grading", name: "GradeResult.swift", text: "struct GradeResult {}\n"),
            SourceFile(folder: "Drawing", name: "Figure.swift", text: "public enum Figure {}\n"),
            SourceFile(folder: "Drawing", name: "Up.swift", text: "// GradeResult\nlet said = \"GradeResult\"\nfunc up(_ result: GradeResult) {}\n"),
            SourceFile(folder: "Grading", name: "Down.swift", text: "func down(_ figure: Figure) {}\n"),
        ]
        XCTAssertEqual(Self.upwardNames(in: files, layers: Self.layers), ["Drawing/Up.swift: GradeResult (Grading)"])
    }
}
