import CourseKit
import Foundation
@testable import LessonEngine
import LessonKit
import TextKit
import XCTest

/// A student who wants a pass without the work, each attack on a scratch copy: none passes an
/// unsolved exercise, changes what `list` or `check --output` shows, or gets a secret of the
/// grader's into any output. Most attacks import Foundation, which the source rules refuse
/// (`testTheSourceRulesStopTheAttacksFirst`); the others grade with the rules off, to test the
/// sandbox itself.
final class AttackTests: XCTestCase {
    static let secret = "s3cr3t-\(UUID().uuidString)"

    /// Grades `exercise` from `scratch` in this process with the source rules off and the
    /// secret in this process's environment; the JSON result and every format's text.
    private func gradeInSandboxOnly(_ scratch: ScratchCourse, _ exercise: Exercise) throws -> (json: [String: Any], everything: String) {
        setenv("CI_TOKEN", Self.secret, 1)
        defer { unsetenv("CI_TOKEN") }
        var grader = try Grader.forThisBuild().get()
        grader.checksSourceRules = false
        let result = grader.grade(exercise, source: scratch.root.appendingPathComponent(exercise.file), shownAs: exercise.file)
        let report = GradingReport(results: [result], student: "ada", exercises: [exercise])
        let everything = ReportFormat.allCases.map { $0.render(report, console: .capturing(), language: .en) }.joined(separator: "\n")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(ReportFormat.json.render(report, console: .capturing(), language: .en).utf8)) as? [String: Any])
        return (json, everything)
    }

    /// Grades `exercise` in `scratch` with `rxlesson check`, the secret in its environment,
    /// writing every output format; the JSON result and all the outputs' text.
    private func gradeUnderAttack(_ scratch: ScratchCourse, _ exercise: Exercise, from: URL? = nil) throws -> (json: [String: Any], everything: String) {
        let outputs = ["json", "junit", "html", "github", "exercism"].map { scratch.root.appendingPathComponent("out-\($0)").path }
        var arguments = ["check", exercise.id, "--format", "json"]
        for (format, path) in zip(["json", "junit", "html", "github", "exercism"], outputs) { arguments += ["--output", "\(format):\(path)"] }
        if let from { arguments += ["--from", from.path] }
        let run = try ScratchCourse.rxlesson(arguments, in: from == nil ? scratch.root : ScratchCourse.repository, environment: ["CI_TOKEN": Self.secret])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout + run.stderr)
        let written = outputs.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        XCTAssertEqual(written.count, outputs.count, "every format was written")
        return (json, ([run.stdout, run.stderr] + written).joined(separator: "\n"))
    }

    private func status(_ json: [String: Any]) -> String? {
        (json["exercises"] as? [[String: Any]])?.first?["status"] as? String
    }

    private func assertNothingPasses(_ scratch: ScratchCourse, file: StaticString = #filePath, line: UInt = #line) throws {
        let list = try ScratchCourse.rxlesson(["list", "--json"], in: scratch.root)
        XCTAssertFalse(list.stdout.contains("\"status\":\"pass\""), list.stdout, file: file, line: line)
    }

    func testTheGradersEnvironmentIsNotVisibleAndAPrintedSecretReachesNoOutput() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        // Its own environment, every process's environment and memory it can open, printed.
        try scratch.write("""
        import Foundation
        import RxCore

        func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
            print(ProcessInfo.processInfo.environment)
            let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            for pid in pids where Int(pid) != nil {
                for name in ["environ", "cmdline"] {
                    if let data = FileManager.default.contents(atPath: "/proc/\\(pid)/\\(name)") { print(String(decoding: data, as: UTF8.self)) }
                }
            }
            return ticks
        }
        """, to: exercise)
        let (json, everything) = try gradeInSandboxOnly(scratch, exercise)
        XCTAssertNotEqual(status(json), "pass")
        XCTAssertTrue(everything.contains("TMPDIR"), "it ran and printed its environment")
        XCTAssertFalse(everything.contains(Self.secret), "the grader's secret reached an output")
        XCTAssertFalse(everything.contains("CI_TOKEN"), "the grader's variable reached an output")
        try assertNothingPasses(scratch)
    }

    func testTheCacheOfAnotherExerciseAndTheProgressCannotBeRewritten() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let victim = try ScratchCourse.exercise("dispose-interval")
        let attacker = try ScratchCourse.exercise("dispose-take-until")
        let products = try XCTUnwrap(BuildProducts.locate())
        let cache = products.directory.appendingPathComponent("rxlesson-exercises/\(victim.id)").path
        let progress = scratch.root.appendingPathComponent(".rxlesson/progress.json").path
        let forged = #"{"grades":{"dispose-interval":"pass","dispose-take-until":"pass"},"hints":{}}"#
        // Overwrites every cached program of the victim with itself (a program that passes
        // nothing), and writes the progress now and, from a detached process, after grading.
        try scratch.write(#"""
        import Foundation
        import RxCore

        func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
            let me = CommandLine.arguments[0]
            for build in (try? FileManager.default.contentsOfDirectory(atPath: "\#(cache)")) ?? [] {
                let target = "\#(cache)/" + build + "/exercise"
                try? FileManager.default.removeItem(atPath: target)
                print("replaced", (try? FileManager.default.copyItem(atPath: me, toPath: target)) != nil)
            }
            print("progress", FileManager.default.createFile(atPath: "\#(progress)", contents: Data(#"\#(forged)"#.utf8)))
            let later = Process()
            later.executableURL = URL(fileURLWithPath: "/bin/sh")
            later.arguments = ["-c", "sleep 1; mkdir -p \#(scratch.root.path)/.rxlesson; printf '%s' '\#(forged.replacingOccurrences(of: "\"", with: "\\\""))' > \#(progress)"]
            try? later.run()
            return ticks.take(until: stop)
        }
        """#, to: attacker)
        let before = try ScratchCourse.rxlesson(["check", victim.id, "--from", scratch.root.path], in: ScratchCourse.repository)
        XCTAssertEqual(before.status, 0, "the victim's working copy is its solution: it passes")
        let (json, _) = try gradeInSandboxOnly(scratch, attacker)
        XCTAssertEqual(status(json), "pass", "the attack itself solves its exercise: \(json)")
        // The sandbox refused both (the cache is not even listed); the record would have
        // caught the first (testAModifiedCachedProgramIsRebuiltNotRun).
        let printed = (json["exercises"] as? [[String: Any]])?.first?["output"] as? String ?? ""
        XCTAssertTrue(printed.contains("progress false"), printed)
        XCTAssertFalse(printed.contains("replaced true"), printed)
        Thread.sleep(forTimeInterval: 1.5) // longer than the detached process would wait
        let grades = (try? String(contentsOfFile: progress, encoding: .utf8)) ?? ""
        XCTAssertFalse(grades.contains("\"dispose-interval\":\"pass\""), grades)
        // The victim's stub still fails, from the same cache.
        try Data(try String(contentsOf: scratch.root.appendingPathComponent(victim.stubFile), encoding: .utf8).utf8)
            .write(to: scratch.root.appendingPathComponent(victim.file))
        let after = try ScratchCourse.rxlesson(["check", victim.id, "--from", scratch.root.path, "--format", "json"], in: ScratchCourse.repository)
        XCTAssertEqual(after.status, 1, after.stdout)
    }

    func testAModifiedCachedProgramIsRebuiltNotRun() throws {
        // What the sandbox stops above, done here from outside it: the record still catches it.
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("dispose-interval")
        let solved = try ScratchCourse.exercise("dispose-take-until")
        let grader = try ScratchCourse.grader().grader
        let source = scratch.root.appendingPathComponent(exercise.stubFile)
        guard case .built(let stubProgram) = grader.compiler.build(exercise, source: source, shownAs: exercise.stubFile),
              case .built(let passing) = grader.compiler.build(solved, source: scratch.root.appendingPathComponent(solved.file), shownAs: solved.file) else {
            return XCTFail("the stub and the solution build")
        }
        // Another exercise's passing program, put in place of the stub's.
        try FileManager.default.removeItem(at: stubProgram)
        try FileManager.default.copyItem(at: passing, to: stubProgram)
        XCTAssertEqual(grader.grade(exercise, source: source, shownAs: exercise.stubFile).status, .fail)
        XCTAssertNotEqual(try Data(contentsOf: stubProgram), try Data(contentsOf: passing), "rebuilt")
    }

    func testLinksAndPipesInFromAreNotGraded() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        let file = scratch.root.appendingPathComponent(exercise.file)
        for target in [scratch.root.appendingPathComponent(exercise.solutionFile).path, "/proc/self/environ"] {
            try? FileManager.default.removeItem(at: file)
            try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: target)
            let (json, everything) = try gradeUnderAttack(scratch, exercise, from: scratch.root)
            XCTAssertEqual(status(json), "compile-error", target)
            XCTAssertTrue(everything.contains("not a regular file"), everything)
            XCTAssertFalse(everything.contains(Self.secret), target)
        }
        try FileManager.default.removeItem(at: file)
        XCTAssertEqual(mkfifo(file.path, 0o600), 0)
        var (json, _) = try gradeUnderAttack(scratch, exercise, from: scratch.root)
        XCTAssertEqual(status(json), "compile-error")
        // A linked folder on the way: Exercises -> Solutions.
        let exercises = file.deletingLastPathComponent()
        try FileManager.default.removeItem(at: exercises)
        try FileManager.default.createSymbolicLink(atPath: exercises.path, withDestinationPath: "Solutions")
        (json, _) = try gradeUnderAttack(scratch, exercise, from: scratch.root)
        XCTAssertEqual(status(json), "compile-error")
    }

    func testForgedReportsOnInheritedDescriptorsAndOtherMemoryDoNotPass() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("dispose-interval")
        // The stub's do-nothing, plus: an end-of-run line on every descriptor it may have
        // inherited, and an attempt at the memory of the processes above it.
        try scratch.write(#"""
        import Foundation
        import LessonKit
        import RxCore

        func stopTheInterval(_ subscription: Disposable, period: Int, count: Int, play: Playground) {
            for fd in Int32(3)..<Int32(64) {
                let line = "x {\"end\":true,\"stoppedAt\":null,\"violations\":[],\"leaked\":0,\"live\":[]}\n"
                try? FileHandle(fileDescriptor: fd, closeOnDealloc: false).write(contentsOf: Data(line.utf8))
            }
            let parent = (try? String(contentsOfFile: "/proc/\(getppid())/stat", encoding: .utf8))?.split(separator: " ")[3] ?? "1"
            print("memory", FileHandle(forReadingAtPath: "/proc/\(parent)/mem") != nil, FileHandle(forReadingAtPath: "/proc/\(getppid())/mem") != nil)
        }
        """#, to: exercise)
        let (json, everything) = try gradeInSandboxOnly(scratch, exercise)
        XCTAssertEqual(status(json), "fail", everything)
        XCTAssertTrue(everything.contains("memory false false"), "no other process's memory opens")
        try assertNothingPasses(scratch)
    }

    func testTheSourceRulesStopTheAttacksFirst() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        // Its environment through Foundation; its own memory (the report token) through raw
        // pointers; the harness's host called directly.
        let attacks: [(source: String, line: Int, says: String)] = [
            ("import RxCore\nimport Foundation\nfunc endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> { print(ProcessInfo.processInfo.environment); return ticks }\n",
             2, "may not import Foundation"),
            ("import RxCore\nfunc endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {\n    let bytes = UnsafeRawPointer(bitPattern: 0x1000)!\n    print(bytes.load(as: UInt8.self))\n    return ticks\n}\n",
             3, "UnsafeRawPointer"),
            ("import RxCore\nimport LessonKit\nfunc endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {\n    ExerciseHost.main { _ in }\n}\n",
             4, "ExerciseHost"),
        ]
        for attack in attacks {
            try scratch.write(attack.source, to: exercise)
            let (json, everything) = try gradeUnderAttack(scratch, exercise)
            let result = try XCTUnwrap((json["exercises"] as? [[String: Any]])?.first)
            XCTAssertEqual(result["status"] as? String, "compile-error", attack.says)
            XCTAssertEqual(result["line"] as? Int, attack.line, attack.says)
            XCTAssertTrue((result["message"] as? String ?? "").contains(attack.says), "\(result)")
            XCTAssertFalse(everything.contains(Self.secret))
        }
        try assertNothingPasses(scratch)
    }
}
