import Foundation
import LessonCatalog
import XCTest

/// Workbook/ (the exercises as a package for Xcode) names every lesson that has exercises,
/// and each of its folders is a link to that lesson's own Exercises/, never a copy.
final class WorkbookTests: XCTestCase {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testEveryLessonsExercisesAreLinkedIntoTheWorkbook() throws {
        let manifest = try String(contentsOf: root.appendingPathComponent("Workbook/Package.swift"), encoding: .utf8)
        let linked = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Workbook/Exercises").path).filter { !$0.hasPrefix(".") }
        let withExercises = lessonCatalog.map(\.id).filter {
            FileManager.default.fileExists(atPath: root.appendingPathComponent("Lessons/\($0)/Exercises").path)
        }
        XCTAssertFalse(withExercises.isEmpty)
        XCTAssertEqual(Set(linked), Set(withExercises), "Workbook/Exercises has one link per lesson with exercises")
        for id in withExercises {
            XCTAssertTrue(manifest.contains("\"\(id)\""), "Workbook/Package.swift lists \(id)")
            let link = root.appendingPathComponent("Workbook/Exercises/\(id)").path
            XCTAssertEqual(try? FileManager.default.destinationOfSymbolicLink(atPath: link), "../../Lessons/\(id)/Exercises", "\(link) is a link")
        }
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: root.appendingPathComponent("Workbook/Playground").path), "../Playground")
    }
}
