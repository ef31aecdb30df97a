import CourseKit
import Foundation
import LessonEngine
import LessonKit
@testable import rxlesson
import TextKit
import XCTest

/// `rxlesson new`: the files it writes, wired by one id and one name, compile against this
/// build's modules as the grader compiles them; bad names and existing files are refused.
final class NewCommandTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var scratch: URL!

    /// A course folder with the real Package.swift and one real lesson (dispose).
    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-new-\(UUID().uuidString)")
        let files = FileManager.default
        try files.createDirectory(at: scratch.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
        try files.copyItem(at: Self.repository.appendingPathComponent("Package.swift"), to: scratch.appendingPathComponent("Package.swift"))
        try files.copyItem(at: Self.repository.appendingPathComponent("Lessons/dispose"), to: scratch.appendingPathComponent("Lessons/dispose"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func run(_ arguments: [String], language: String = "en") -> (status: Int32, out: String, err: String) {
        let console = Console.capturing(width: 100)
        let status = runTool(["new"] + arguments + ["--lang", language], console: console, root: scratch)
        return (status, console.output, console.errors)
    }

    private func text(_ path: String) throws -> String {
        try String(contentsOf: scratch.appendingPathComponent(path), encoding: .utf8)
    }

    func testANewLessonAndExerciseAreWiredByOneIdAndOneName() throws {
        let lesson = run(["lesson", "scaffold-probe"])
        XCTAssertEqual(lesson.status, 0, lesson.err)
        XCTAssertEqual(try LessonList(root: scratch).ids.last, "scaffold-probe", "registered last in Package.swift's lessons")
        XCTAssertEqual(try LessonList(root: scratch).ids.dropLast(), try LessonList(root: Self.repository).ids[...], "the other lines as they were")
        let exercise = run(["exercise", "scaffold-probe", "DoubleUp"])
        XCTAssertEqual(exercise.status, 0, exercise.err)
        XCTAssertTrue(exercise.out.contains("scaffold-probe-double-up"), exercise.out)

        let folder = "Lessons/scaffold-probe"
        let harness = try text("\(folder)/Harness.swift")
        XCTAssertTrue(harness.contains("public static let doubleUp = ExerciseHarness"), harness)
        XCTAssertTrue(harness.contains("play, inputs: DoubleUpInputs) in") && harness.contains("public struct DoubleUpInputs: ScenarioInputs {"), harness)
        let judge = try text("\(folder)/Judge/Exercises.swift")
        XCTAssertTrue(judge.contains("public let exercises: [Exercise] = [Exercises.doubleUp]"), judge)
        XCTAssertTrue(judge.contains("id: \"scaffold-probe-double-up\"") && judge.contains("name: \"DoubleUp\""), judge)
        for path in ["Stubs/DoubleUp.swift", "Solutions/DoubleUp.swift", "Solutions/Mistakes/DoubleUp.one-added.swift"] {
            XCTAssertTrue(try text("\(folder)/\(path)").contains("func doubleUp(_ numbers: Observable<Int>)"), path)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("\(folder)/Exercises").path), [".gitkeep"],
                       "the stub is the one copy: the learner's file is made by rxlesson")

        // The texts parse into the lesson with no problem but the placeholders left to write.
        let parsed = Lesson(id: "scaffold-probe", demos: [Demo(id: "scaffold-probe-first", documented: "") { _ in }])
            .graded(by: [Exercise(id: "scaffold-probe-double-up", name: "DoubleUp",
                                  shown: Scenario(DoubleUpInputs(numbers: "--1-2-3-|"), expected: Expectation(marbles: "--2-4-6-|")),
                                  variants: Variants { _ in Scenario(expected: Expectation(output: "")) })])
            .written(zh: try text("\(folder)/Text/zh.md"), en: try text("\(folder)/Text/en.md"))
        XCTAssertEqual(parsed.textProblems.count, 2, "\(parsed.textProblems)")
        XCTAssertTrue(parsed.textProblems.allSatisfy { $0.contains("placeholders") }, "\(parsed.textProblems)")
        XCTAssertEqual(parsed.exercises[0].hints.count, 2)
        XCTAssertTrue(parsed.exercises[0].task.en.contains("`numbers` is `--1-2-3-|`; double each number, to get `--2-4-6-|`"), parsed.exercises[0].task.en)
        XCTAssertTrue(parsed.exercises[0].task.zh.contains("`numbers` 是 `--1-2-3-|`"), parsed.exercises[0].task.zh)

        try compiles(lesson: "scaffold-probe", exercise: "DoubleUp")
    }

    func testAnExerciseAddedToAWrittenLessonKeepsItsEntries() throws {
        XCTAssertEqual(run(["exercise", "dispose", "StopEarly"]).status, 0)
        let judge = try text("Lessons/dispose/Judge/Exercises.swift")
        XCTAssertTrue(judge.contains("[Exercises.stopTheInterval, Exercises.endOnSignal, Exercises.groupOfTimers, Exercises.stopEarly]"), judge)
        XCTAssertTrue(try text("Lessons/dispose/Harness.swift").contains("public static let endOnSignal = ExerciseHarness"))
        try compiles(lesson: "dispose", exercise: "StopEarly")
    }

    /// rxcocoa's Harness.swift declares types after `enum Harness`: the new harness goes inside it.
    func testTheHarnessGoesInsideTheEnumWhateverFollowsIt() throws {
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Lessons/rxcocoa"), to: scratch.appendingPathComponent("Lessons/rxcocoa"))
        XCTAssertEqual(run(["exercise", "rxcocoa", "StopEarly"]).status, 0)
        try compiles(lesson: "rxcocoa", exercise: "StopEarly")
    }

    func testBadNamesAreRefusedWithASuggestion() throws {
        let lesson = run(["lesson", "Back_Pressure"])
        XCTAssertEqual(lesson.status, 2)
        XCTAssertTrue(lesson.err.contains("'Back_Pressure' is not a lesson id") && lesson.err.contains("e.g. back-pressure"), lesson.err)
        let exercise = run(["exercise", "dispose", "stop-early"])
        XCTAssertEqual(exercise.status, 2)
        XCTAssertTrue(exercise.err.contains("e.g. StopEarly"), exercise.err)
        let chinese = run(["exercise", "dispose", "stop_early"], language: "zh")
        XCTAssertTrue(chinese.err.contains("练习名“stop_early”不合规则") && chinese.err.contains("比如 StopEarly"), chinese.err)
        let lost = run(["exercise", "dispos", "StopEarly"])
        XCTAssertEqual(lost.status, 2)
        XCTAssertTrue(lost.err.contains("no lesson 'dispos'; did you mean 'dispose'?"), lost.err)
        XCTAssertEqual(run(["exercise", "dispose"]).status, 2, "an exercise needs a lesson and a name")
        XCTAssertEqual(try LessonList(root: scratch).ids, try LessonList(root: Self.repository).ids, "nothing registered")
    }

    func testNothingIsOverwritten() throws {
        let stub = try text("Lessons/dispose/Stubs/EndOnSignal.swift")
        let again = run(["exercise", "dispose", "EndOnSignal"])
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.err.contains("exists already") && again.err.contains("Stubs/EndOnSignal.swift"), again.err)
        XCTAssertEqual(try text("Lessons/dispose/Stubs/EndOnSignal.swift"), stub)
        let lesson = run(["lesson", "dispose"])
        XCTAssertEqual(lesson.status, 2)
        XCTAssertTrue(lesson.err.contains("lesson dispose exists already"), lesson.err)
    }

    /// The lesson's module, its judge, and the stub and the solution each with the grader's
    /// `main.swift`, compiled against this build's modules.
    private func compiles(lesson id: String, exercise name: String) throws {
        let products = try XCTUnwrap(BuildProducts.locate(), "no build products")
        let compiler = try XCTUnwrap(SwiftCompiler.find(for: products))
        let folder = scratch.appendingPathComponent("Lessons/\(id)")
        let modules = scratch.appendingPathComponent("modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let swiftFiles = { (url: URL) in
            try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil).filter { $0.pathExtension == "swift" }
        }
        let lessonModule = Lesson.module(of: id), judgeModule = "Judge_" + lessonModule.dropFirst("Lesson_".count)
        try swiftc(compiler, products, ["-parse-as-library", "-emit-module", "-emit-module-path", modules.appendingPathComponent("\(lessonModule).swiftmodule").path,
                                        "-module-name", lessonModule] + swiftFiles(folder).map(\.path))
        try swiftc(compiler, products, ["-parse-as-library", "-typecheck", "-I", modules.path, "-module-name", judgeModule]
                   + swiftFiles(folder.appendingPathComponent("Judge")).map(\.path))
        let entry = Exercise.entry(of: name)
        let main = modules.appendingPathComponent("main.swift")
        try Data(ExerciseCompiler.main(lessonModule: lessonModule, entry: entry).utf8).write(to: main)
        for file in ["Stubs/\(name).swift", "Solutions/\(name).swift"] {
            try swiftc(compiler, products, ["-typecheck", "-I", modules.path, "-module-name", "Exercise", folder.appendingPathComponent(file).path, main.path])
        }
    }

    /// The name SwiftPM compiles the package's modules with, which `package` members are
    /// visible to: the checkout folder's, lowercased, each character that cannot be in an
    /// identifier made `_` (a checkout in `rx-lesson` is `rx_lesson`).
    static var packageName: String {
        var name = String(repository.lastPathComponent.lowercased().map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.first?.isNumber == true { name = "_" + name }
        return name
    }

    private func swiftc(_ compiler: SwiftCompiler, _ products: BuildProducts, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler.path)
        process.arguments = ["-swift-version", "5", "-package-name", Self.packageName] + compiler.targetArguments + arguments
            // After the scratch modules' folder: the scratch lesson is found before the built one.
            + ["-I", products.moduleFolder.path, "-I", products.directory.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "swiftc \(arguments.suffix(3).joined(separator: " ")):\n\(said)")
    }
}

/// The scaffold's placeholder inputs, as `new exercise` declares them for DoubleUp.
private struct DoubleUpInputs: ScenarioInputs {
    let numbers: Diagram
}
