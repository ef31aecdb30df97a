import CourseKit
import Foundation
import LessonCatalog
import LessonEngine
import LessonKit
import XCTest

/// A scratch copy of the course's exercise files, as a learner's checkout would hold them,
/// to break and grade in tests without touching the repository.
struct ScratchCourse {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let course: Course = {
        keepEveryBuild()
        return Course(lessons: lessonCatalog)
    }()

    /// The suite grades dozens of texts of a few exercises; with the six builds a learner's
    /// cache keeps per exercise, every run would compile them again. 800 in all: the ~600 one
    /// run makes, and room. Set once, for this process and every `rxlesson` it starts, before
    /// anything here grades.
    static func keepEveryBuild() {
        setenv("RXLESSON_KEPT_BUILDS", "800", 1)
    }

    let root: URL

    /// A package folder whose working copies are the reference solutions (so everything
    /// passes until a test breaks something), with the shipped stubs beside them.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-scratch-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("// a learner's checkout\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        for exercise in Self.course.exercises {
            for (from, to) in [(exercise.solutionFile, exercise.file), (exercise.stubFile, exercise.stubFile), (exercise.solutionFile, exercise.solutionFile)] {
                let target = root.appendingPathComponent(to)
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.copyItem(at: Self.repository.appendingPathComponent(from), to: target)
            }
        }
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    func write(_ text: String, to exercise: Exercise) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(exercise.file))
    }

    func solution(of exercise: Exercise) throws -> String {
        try String(contentsOf: Self.repository.appendingPathComponent(exercise.solutionFile), encoding: .utf8)
    }

    static func exercise(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> Exercise {
        try XCTUnwrap(course.exercise(id), "no exercise \(id)", file: file, line: line)
    }

    static func grader() throws -> CourseGrader {
        CourseGrader(grader: try Grader.forThisBuild().get())
    }

    /// The `rxlesson` binary of this build.
    static var binary: URL {
        get throws {
            let products = try XCTUnwrap(BuildProducts.locate(), "no build products")
            return products.directory.appendingPathComponent("rxlesson")
        }
    }

    /// Runs `rxlesson` with `arguments` in `directory`; its exit status and both outputs.
    /// Its standard input is `input`, by default nothing (`/dev/null`), as in a script.
    /// `installed`: started by its name from PATH, as an installed command is, not by its
    /// path in the build folder (as `swift run` starts it).
    static func rxlesson(_ arguments: [String], in directory: URL, environment extra: [String: String] = [:],
                         input: FileHandle? = nil, installed: Bool = false) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        var environment = ProcessInfo.processInfo.environment
        if installed {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["rxlesson"] + arguments
            environment["PATH"] = try binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        } else {
            process.executableURL = try binary
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        environment["NO_COLOR"] = "1"
        environment["LANG"] = "en_US.UTF-8"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input ?? FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}
