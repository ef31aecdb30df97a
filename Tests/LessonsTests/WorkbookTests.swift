import Foundation
import LessonCatalog
import XCTest

/// Workbook/ (the exercises as a package for Xcode) has a target for every lesson of the
/// course whose working copies `rxlesson` has made, each the lesson's own Exercises/ through
/// a link, never a copy.
final class WorkbookTests: XCTestCase {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTheWorkbookReadsTheLessonsFromTheCourseAndLinksItsFolders() throws {
        let manifest = try String(contentsOf: root.appendingPathComponent("Workbook/Package.swift"), encoding: .utf8)
        // One registration line: the workbook reads the course's own `lessons` list.
        XCTAssertTrue(manifest.contains("../Package.swift"), "Workbook/Package.swift reads the course's lesson list")
        XCTAssertTrue(manifest.contains("path: \"Lessons/\\(id)/Exercises\""), "each target is a lesson's own Exercises folder")
        let links = FileManager.default
        XCTAssertEqual(try links.destinationOfSymbolicLink(atPath: root.appendingPathComponent("Workbook/Lessons").path), "../Lessons")
        XCTAssertEqual(try links.destinationOfSymbolicLink(atPath: root.appendingPathComponent("Workbook/Playground").path), "../Playground")
        for lesson in lessonCatalog where !lesson.exercises.isEmpty {
            XCTAssertTrue(links.fileExists(atPath: root.appendingPathComponent("Workbook/Lessons/\(lesson.id)/Stubs").path), lesson.id)
        }
    }
}
