import Foundation
import CourseKit
import LessonKit
@testable import LessonEngine
import XCTest

/// The compile and link run without the driver: the jobs it would run, learned from its
/// listing, build the same verdicts; anything unexpected leaves the driver in charge.
final class DriverJobsTests: XCTestCase {
    func testAListingsWordsAreReadPlainOrQuoted() {
        XCTAssertEqual(DriverJobs.words(of: #"/bin/ld "-o" "/a b/c" -lx "q\"d" """#), ["/bin/ld", "-o", "/a b/c", "-lx", "q\"d", ""])
        XCTAssertNil(DriverJobs.words(of: "/bin/ld 'quoted'"), "quoting this does not read")
        XCTAssertNil(DriverJobs.words(of: #"/bin/ld "open"#))
    }

    func testAToolThatListsNoJobsLeavesTheDriverInCharge() {
        XCTAssertNil(DriverJobs.learn(compiler: SwiftCompiler(path: "/bin/echo"), arguments: ["-c", "x.swift"]))
        XCTAssertNil(DriverJobs.learn(compiler: SwiftCompiler(path: "/bin/false"), arguments: []))
    }

    #if os(Linux)
    /// The jobs `buildUnit` runs for `exercise`, learned (or read) as it learns them.
    private func jobs(for exercise: Exercise, compiler: ExerciseCompiler) throws -> DriverJobs {
        let folder = URL(fileURLWithPath: DriverJobs.unitFolder)
        let arguments = compiler.compiler.unitArguments(
            [folder.appendingPathComponent(URL(fileURLWithPath: exercise.file).lastPathComponent), folder.appendingPathComponent("main.swift")],
            moduleName: ExerciseCompiler.moduleName, modules: BuildProducts.kitModules + [Lesson.module(of: exercise.lesson)],
            products: compiler.products, output: URL(fileURLWithPath: DriverJobs.program),
            extra: CompiledRules.arguments(trace: folder.appendingPathComponent("modules.json"), version: compiler.compiler.version))
        return try XCTUnwrap(DriverJobs.learned(compiler: compiler.compiler, arguments: arguments, products: compiler.products))
    }
    #endif

    /// Linux: the exercise's jobs are the frontend, the autolink list and ld.lld, with the
    /// driver's temporary folder nowhere; a solution built by them passes, and a compile error
    /// is placed at the learner's file as the driver's was.
    func testTheJobsBuildWhatTheDriverBuilt() throws {
        #if os(Linux)
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        let grader = try Grader.forThisBuild().get()
        let jobs = try jobs(for: exercise, compiler: grader.compiler)
        XCTAssertEqual(jobs.jobs.map { URL(fileURLWithPath: $0[0]).lastPathComponent }, ["swift-frontend", "swift-autolink-extract", "ld.lld"])
        XCTAssertFalse(jobs.jobs.joined().contains { $0.contains("TemporaryDirectory") })
        XCTAssertEqual(jobs.jobs[2].firstIndex(of: "-o").map { jobs.jobs[2][$0 + 1] }, DriverJobs.program)

        let solution = try scratch.solution(of: exercise)
        try scratch.write(solution + "\n// \(UUID().uuidString)\n", to: exercise)
        let file = scratch.root.appendingPathComponent(exercise.file)
        XCTAssertEqual(grader.grade(exercise, source: file, shownAs: exercise.file).status, .pass)
        try scratch.write(solution + "\nlet broken: Int = \"x\"\n", to: exercise)
        let broken = grader.grade(exercise, source: file, shownAs: exercise.file)
        XCTAssertEqual(broken.status, .compileError)
        XCTAssertTrue(broken.diagnostics.contains { $0.file == exercise.file && $0.message.contains("String") }, "\(broken.diagnostics)")
        #endif
    }

    /// Jobs whose link no longer works (a linker gone, a library moved since they were learned)
    /// give no outcome, and the driver builds instead; a compile error is the frontend's answer.
    func testJobsThatNoLongerLinkLeaveItToTheDriver() throws {
        #if os(Linux)
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        let compiler = try Grader.forThisBuild().get().compiler
        let jobs = try jobs(for: exercise, compiler: compiler)
        let unit = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-jobs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: unit, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: unit) }
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        try Data(try scratch.solution(of: exercise).utf8).write(to: unit.appendingPathComponent(URL(fileURLWithPath: exercise.file).lastPathComponent))
        try Data(ExerciseCompiler.main(lessonModule: Lesson.module(of: exercise.lesson), entry: exercise.entry).utf8)
            .write(to: unit.appendingPathComponent("main.swift"))
        let program = unit.appendingPathComponent("program")
        var gone = jobs
        gone.jobs[2][0] = "/nonexistent/ld.lld"
        XCTAssertNil(gone.run(folder: unit, output: program, timeout: 60))
        var moved = jobs
        moved.jobs[2].append("/nonexistent/libmoved.so")
        XCTAssertNil(moved.run(folder: unit, output: program, timeout: 60))
        XCTAssertEqual(jobs.run(folder: unit, output: program, timeout: 60)?.ending, .exited(0))
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: program.path))
        try Data("let broken: Int = \"x\"\n".utf8).write(to: unit.appendingPathComponent(URL(fileURLWithPath: exercise.file).lastPathComponent))
        XCTAssertEqual(jobs.run(folder: unit, output: program, timeout: 60)?.ending, .exited(1))
        #endif
    }
}
