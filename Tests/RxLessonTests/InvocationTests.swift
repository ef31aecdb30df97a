import Foundation
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
