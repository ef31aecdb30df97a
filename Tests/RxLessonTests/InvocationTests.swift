import Foundation
import LessonCatalog
import TextKit
@testable import rxlesson
import XCTest

/// Messages name commands as this learner runs them, and paths as their shell sees them.
final class InvocationTests: XCTestCase {
    func testABuildFolderMeansSwiftRun() {
        // `swift run` starts the product by its path in .build, relative or absolute.
        XCTAssertEqual(Invocation.command(argument0: ".build/x86_64-unknown-linux-gnu/debug/rxlesson", path: "/usr/bin", current: "/home/me/rxlesson"),
                       "swift run rxlesson")
        XCTAssertEqual(Invocation.command(argument0: "/home/me/rxlesson/.build/arm64-apple-macosx/debug/rxlesson", path: "/usr/bin",
                                          current: "/home/me/rxlesson/Lessons"), "swift run rxlesson")
        XCTAssertEqual(Invocation.command(argument0: ".build/release/rxlesson", path: nil, current: "/home/me/rxlesson"), "swift run -c release rxlesson")
        // Outside that package `swift run` would not find it: the path as typed.
        XCTAssertEqual(Invocation.command(argument0: "/home/me/rxlesson/.build/release/rxlesson", path: "/usr/bin", current: "/home/me/notes"),
                       "/home/me/rxlesson/.build/release/rxlesson")
        XCTAssertEqual(Invocation.command(argument0: "../rxlesson/.build/release/rxlesson", path: "/usr/bin", current: "/home/me/notes"),
                       "../rxlesson/.build/release/rxlesson")
    }

    func testACommandOnPathIsItsName() {
        XCTAssertEqual(Invocation.command(argument0: "rxlesson", path: "/usr/bin:/home/me/.swiftpm/bin"), "rxlesson")
        XCTAssertEqual(Invocation.command(argument0: "/home/me/.swiftpm/bin/rxlesson", path: "/usr/bin:/home/me/.swiftpm/bin/"), "rxlesson")
        // Anywhere else, the path as it was typed.
        XCTAssertEqual(Invocation.command(argument0: "../bin/rxlesson", path: "/usr/bin"), "../bin/rxlesson")
    }

    func testPathsAreRelativeToTheCurrentFolder() {
        let root = URL(fileURLWithPath: "/tmp/rxlesson-invocation/course")
        let file = "Lessons/dispose/Exercises/TakeUntil.swift"
        XCTAssertEqual(Invocation.shown(file, root: root, current: root), file)
        XCTAssertEqual(Invocation.shown(file, root: root, current: URL(fileURLWithPath: "/tmp/rxlesson-invocation")), "course/" + file)
        XCTAssertEqual(Invocation.shown(file, root: root, current: root.appendingPathComponent("Lessons")), "../" + file)
        XCTAssertEqual(Invocation.shown(file, root: root, current: URL(fileURLWithPath: "/var/elsewhere")), "/tmp/rxlesson-invocation/course/" + file)
    }
}

/// `run LESSON` ends with the way on: the lesson's exercises, and the command that starts them.
final class RunWayOnTests: XCTestCase {
    func testOneLessonEndsWithTheCommandThatStartsItsExercises() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-wayon-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let console = Console.capturing(width: 100)
        XCTAssertEqual(runTool(["run", "reading-marbles"], catalog: lessonCatalog, console: console, root: root), 0, console.errors)
        XCTAssertTrue(console.output.hasSuffix("This lesson has 4 exercises; start with: \(Invocation.current) watch\n"), console.output)
        // A later lesson names its first exercise, since watch would start elsewhere.
        let later = Console.capturing(width: 100)
        XCTAssertEqual(runTool(["run", "dispose", "--lang", "zh"], catalog: lessonCatalog, console: later, root: root), 0)
        let first = try XCTUnwrap(lessonCatalog.first { $0.id == "dispose" }?.exercises.first?.id)
        // `--lang zh` is kept in it unless the environment already says Chinese.
        XCTAssertTrue(later.output.contains("道练习；从这里开始：\(Invocation.current) "), later.output)
        XCTAssertTrue(later.output.contains(" watch \(first)\n"), later.output)
        // Several lessons, or JSON: no such line.
        let json = Console.capturing()
        runTool(["run", "--json", "reading-marbles"], catalog: lessonCatalog, console: json, root: root)
        XCTAssertFalse(json.output.contains("start with"))
    }
}

/// Marble rows too wide for the terminal beside their labels get the labels above them; the
/// diagrams still share one time axis.
final class FoldedFigureTests: XCTestCase {
    func testRowsTooWideForTheTerminalPutTheirLabelsAbove() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-fold-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let narrow = Console.capturing(width: 80)
        XCTAssertEqual(runTool(["run", "dispose"], catalog: lessonCatalog, console: narrow, root: root), 0)
        XCTAssertTrue(narrow.output.contains("""
                 scopedDispose: interval  ScopedDisposeDemo.swift:10
                   ---0--1--2!

                 DisposeBag: interval  ScopedDisposeDemo.swift:10
                   ---------------^--0--1--2!
            """), narrow.output)
        let wide = Console.capturing(width: 120)
        XCTAssertEqual(runTool(["run", "dispose"], catalog: lessonCatalog, console: wide, root: root), 0)
        XCTAssertTrue(wide.output.contains("DisposeBag: interval  ScopedDisposeDemo.swift:10     ---------------^--0--1--2!"), wide.output)
    }
}
