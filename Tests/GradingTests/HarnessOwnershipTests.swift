import CourseKit
import Foundation
@testable import LessonEngine
import LessonKit
import XCTest

/// The second round of attacks, by a student who had not read the tests: a program that is
/// not the harness, a garbled report channel, a colliding cache key, a compiler kept busy,
/// a parse too big to check, and a regex literal the text rules misread. Each grades a
/// scratch copy, most with the text rules off, to test the defence behind them.
final class HarnessOwnershipTests: XCTestCase {
    private func grade(_ id: String, _ source: String, textRules: Bool = false) throws -> GradeResult {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise(id)
        try scratch.write(source, to: exercise)
        var grader = try Grader.forThisBuild().get()
        grader.checksSourceRules = textRules
        return grader.grade(exercise, source: scratch.root.appendingPathComponent(exercise.file), shownAs: exercise.file)
    }

    /// A type named like the lesson module shadows the module in `main.swift`, so the
    /// learner's own `host` is the program: it reads the token from stdin and prints reports.
    /// The request is taken before `main`, so it finds nothing to read and no token to forge.
    func testATypeNamedLikeTheLessonModuleCannotForgeReports() throws {
        let shadow = #"""
        import LessonKit
        import RxCore
        func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> { ticks }
        enum Lesson_dispose {
            static let lesson = Shown()
            enum Harness { static let endOnSignal = Host() }
        }
        struct Shown { let standIns: [String] = [] }
        struct Host {
            func host(_ entry: Any, standIns: [String]) {
                let token = readLine() ?? ""
                let request = readLine() ?? ""
                func send(_ line: String) { print(token + " " + line) }
                // The diagrams in order (ticks, stop, ticks, stop…): the answer computed from them.
                let diagrams = request.components(separatedBy: #""diagram":""#).dropFirst().map { $0.components(separatedBy: "\"")[0] }
                for pair in stride(from: 0, to: diagrams.count - 1, by: 2) {
                    let ticks = Array(diagrams[pair]), stop = Array(diagrams[pair + 1]).firstIndex(of: "x") ?? 0
                    send(JSONValue.object([("scenario", .number(pair / 2))]).text)
                    send(#"{"subscribed":{"stream":"result","time":0}}"#)
                    for (tick, character) in ticks.enumerated() where character.isNumber && tick < stop {
                        send("{\"event\":{\"stream\":\"result\",\"event\":{\"time\":\(tick),\"kind\":\"next\",\"value\":\"\(character)\"}}}")
                    }
                    send("{\"event\":{\"stream\":\"result\",\"event\":{\"time\":\(stop),\"kind\":\"completed\"}}}")
                    send("{\"chains\":{\"chains\":[[{\"operator\":\"take(until:)\",\"file\":\"EndOnSignal.swift\",\"module\":\"Exercise\",\"line\":6,\"subscribed\":0,\"disposed\":\(stop),\"events\":[]}]]}}")
                    send(#"{"end":{"leaked":0,"live":[],"violations":[]}}"#)
                }
            }
        }
        """#
        let result = try grade("dispose-take-until", shadow)
        XCTAssertNotEqual(result.status, .pass, result.message(.en))
        // The text rules name it first.
        let told = try grade("dispose-take-until", shadow, textRules: true)
        XCTAssertEqual(told.status, .compileError, told.message(.en))
        XCTAssertTrue(told.message(.en).contains("named like a module"), told.message(.en))
    }

    /// A learner's code can neither host a stage of its own, report happenings itself, nor
    /// route the runtime's hooks (grammar violations) away from the harness; the host, its
    /// request and its wire are in LessonHost, which the file cannot import.
    func testTheHostsEntryPointsAreOutOfAnExercisesReach() throws {
        let exercise = try ScratchCourse.exercise("dispose-interval")
        let solution = try String(contentsOf: ScratchCourse.repository.appendingPathComponent(exercise.solutionFile), encoding: .utf8)
        for forged in ["let forged = ExerciseHarness<Int, NoInputs> { _, _, _ in }",
                       "func forge(_ play: Playground) { play.witness?(.printed(.init(time: 0, text: \"forged\"))) }",
                       "func forge() { ExerciseHost.main(NoInputs.self) { _, _ in } }",
                       "func forge() { ExerciseHost.main(Lesson_dispose.Harness.stopTheInterval, stopTheInterval) }",
                       "let forged = ChildRequest<NoInputs>(scenarios: [], traced: [])",
                       "let forged = RunRecord.Wire.scenario(0)",
                       "func forge() { _ = VirtualRun().run { _ in } }",
                       "func forge(_ play: Playground) { HookCapture.capture(into: play, onViolation: { _ in }) {} }"] {
            let result = try grade(exercise.id, solution + "\n" + forged + "\n")
            XCTAssertEqual(result.status, .compileError, forged + ": " + result.message(.en))
        }
    }

    /// The host's module is not the learner's to import: the text rules say so first, and the
    /// compiler's parse refuses it however it is spelled (the trace cannot: `main.swift` imports it).
    func testAnExerciseCannotImportTheHost() throws {
        let exercise = try ScratchCourse.exercise("dispose-interval")
        let told = SourceRules(exercise: exercise).check("import RxCore\nimport LessonHost\n")
        XCTAssertEqual(told.map(\.line), [2])
        XCTAssertTrue(told.first?.sentence.en.contains("LessonKit") == true, "\(told)")
        XCTAssertEqual(try AttackGrading.parseViolations("import RxCore\nimport struct LessonHost.ChildRequest\n").count, 1)
    }

    /// A stray byte on the report channel glued itself to the next line, the trace, which the
    /// grader dropped: a forbidden operator went unchecked. Anything on the channel that is not
    /// a report now fails the run.
    func testAStrayByteOnTheReportChannelFailsTheRun() throws {
        let result = try grade("share-replay-latest", """
        import LessonKit
        import RxCore
        final class Stray {
            deinit { for fd in Int32(0)...Int32(40) where fd == 0 || fd > 2 { _ = Console.writeAll("x", to: fd) } }
        }
        func latestForNewcomers(_ readings: Observable<Int>, keep: Int) -> Observable<Int> {
            let stray = Stray()
            return readings.share(replay: keep).concat(Observable<Int>.from([])).do(onNext: { _ in _ = stray })
        }
        """, textRules: true)
        XCTAssertEqual(result.status, .fail, result.message(.en))
    }

    /// A build is used only for the text it was built from: a key shared by two texts (the
    /// FNV-1a key was collided) finds the other text's program and rebuilds rather than run it.
    func testACachedProgramRunsOnlyForItsOwnText() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        let grader = try Grader.forThisBuild().get()
        let products = grader.compiler.products
        let builds = products.directory.appendingPathComponent("rxlesson-exercises/\(exercise.id)")
        let records = products.directory.appendingPathComponent("rxlesson-verified")
        let stub = scratch.root.appendingPathComponent(exercise.stubFile)
        let solution = scratch.root.appendingPathComponent(exercise.solutionFile)
        func unit(of source: URL) throws -> URL {
            // Built (or found) now, so it is the most recently used build.
            _ = grader.grade(exercise, source: source, shownAs: exercise.file)
            let folders = try FileManager.default.contentsOfDirectory(at: builds, includingPropertiesForKeys: [.contentModificationDateKey])
            return try XCTUnwrap(folders.max { a, b in
                let date = { (url: URL) in (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast }
                return date(a) < date(b)
            })
        }
        let stubUnit = try unit(of: stub)
        let solutionUnit = try unit(of: solution)
        XCTAssertNotEqual(stubUnit, solutionUnit)
        // The collision: the solution's build, with the grader's own record, under the stub's key.
        try FileManager.default.removeItem(at: stubUnit)
        try FileManager.default.copyItem(at: solutionUnit, to: stubUnit)
        let record = { (unit: URL) in records.appendingPathComponent("\(exercise.id)-\(unit.lastPathComponent).sha256") }
        try? FileManager.default.removeItem(at: record(stubUnit))
        try FileManager.default.copyItem(at: record(solutionUnit), to: record(stubUnit))
        XCTAssertNotEqual(grader.grade(exercise, source: stub, shownAs: exercise.file).status, .pass)
        // And the key itself is SHA-256.
        XCTAssertEqual(ExerciseCompiler.hash(["a"]), "4162fddd39a3e4225e8e2392eced237fbeb34e6e218b5647d27bd4d2b9c0da24")
    }

    /// The compiler is stopped with everything it started: a driver's frontend, in a process
    /// group of its own (here a job-control shell's `sleep`), does not live on holding the
    /// pipes after the timeout.
    func testATimeoutKillsEverythingTheCompilerStarted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-group-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pidFile = folder.appendingPathComponent("pid")
        let started = Date()
        let run = ChildProcess(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "set -m; sleep 120 & echo $! > '\(pidFile.path)'; wait"],
                               environment: ["PATH": "/usr/bin:/bin"], timeout: 1, outputCap: 1 << 16).run()
        XCTAssertEqual(run.ending, .timedOut)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        let pid = try XCTUnwrap(Int32(String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        var alive = true
        for _ in 0..<40 where alive {
            alive = Self.isRunning(pid)
            if alive { usleep(50_000) }
        }
        if alive { kill(pid, SIGKILL) }
        #if os(Linux)
        XCTAssertFalse(alive, "the grandchild outlived the timeout")
        #endif
    }

    /// Running, not a zombie waiting for a parent to reap it.
    private static func isRunning(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        #if os(Linux)
        if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
           let close = stat.lastIndex(of: ")"), stat.index(close, offsetBy: 2) < stat.endIndex {
            return stat[stat.index(close, offsetBy: 2)] != "Z"
        }
        #endif
        return true
    }

    /// A file far larger than any exercise is refused before the compiler sees it.
    func testAnOversizedFileIsNotCompiled() throws {
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        let solution = try String(contentsOf: ScratchCourse.repository.appendingPathComponent(exercise.solutionFile), encoding: .utf8)
        let padded = solution + String(repeating: "// padding padding padding padding padding padding padding padding\n", count: 4_500)
        let result = try grade(exercise.id, padded, textRules: true)
        XCTAssertEqual(result.status, .compileError, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("256 KiB"), result.message(.en))
    }

    /// A parse the rules cannot read (its dump past the cap) is refused, never skipped.
    func testAParseTooBigToCheckIsRefused() throws {
        let grader = try Grader.forThisBuild().get()
        let compiler = grader.compiler.compiler
        guard let version = compiler.version, version >= .init(6, 2) else { throw XCTSkip("no JSON parse before Swift 6.2") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-parse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("EndOnSignal.swift")
        let source = "func f() -> Int { 1 + 2 + 3 }\n"
        try Data(source.utf8).write(to: file)
        let full = CompiledRules.parseViolations(of: file, source: source, compiler: compiler, allowed: [], ownObservables: false)
        XCTAssertEqual(full, [], "the whole parse is read and keeps the rules")
        let capped = try XCTUnwrap(CompiledRules.parseViolations(of: file, source: source, compiler: compiler, allowed: [], ownObservables: false, outputCap: 64))
        XCTAssertEqual(capped.map(\.rule), [.tooComplex])
        XCTAssertTrue(capped.first?.sentence.en.contains("too large or too complex") == true, "\(capped)")
    }

    /// A regex literal's text is not code: `#/x//#` starts no comment, so what follows it on
    /// the line is still checked.
    func testARegexLiteralDoesNotHideTheRestOfItsLine() throws {
        let rules = SourceRules(exercise: try ScratchCourse.exercise("dispose-interval"))
        let extended = rules.check("import RxCore\nlet hidden = (#/x//#, RunRecord())\n")
        XCTAssertEqual(extended.map(\.line), [2], "\(extended)")
        let bare = rules.check("import RxCore\nlet hidden = (/x\\//, RunRecord())\n")
        XCTAssertEqual(bare.map(\.line), [2], "\(bare)")
        // Its text is not code either, and division is not a regex.
        XCTAssertEqual(rules.check("import RxCore\nlet a = #/ Unmanaged /#\nlet b = (4 / 2, 3/1)\n"), [])
        XCTAssertEqual(SourceRules.code(of: "let b = (4 / 2, 3/1) // Unmanaged"), ["let b = (4 / 2, 3/1)             "])
    }

    // MARK: the second attack's (a student who had not read this file)

    /// Every operator takes `file:` and the trace reads a row's module from it: a file passing
    /// "RxCore/…" hid a forbidden operator. The compiler's parse refuses the argument.
    func testAnOperatorsFileArgumentIsRefused() throws {
        let result = try grade("create-my-just", """
        import RxCore

        func myJust<E>(_ element: E) -> Observable<E> {
            Observable.create { observer in
                Observable.just(element, file: "RxCore/Just.swift").subscribe(observer)
            }
        }
        """, textRules: true)
        XCTAssertNotEqual(result.status, .pass, result.message(.en))
        // Compilers that write no JSON parse (before 6.2) lack this rule: noted in docs/grading.md.
        let compiler = try Grader.forThisBuild().get().compiler.compiler
        if let version = compiler.version, version >= .init(6, 2) {
            XCTAssertEqual(result.status, .compileError, result.message(.en))
            XCTAssertTrue(result.message(.en).contains("no `file:` argument"), result.message(.en))
        }
    }

    /// `main.swift` once computed the stand-ins with `Array.map`, which an extension in the
    /// learner's file overloaded to hide its own rows; the grader now writes them as a literal.
    func testMainSwiftComputesNothingTheLearnerCanOverload() throws {
        let result = try grade("interval-my-interval", """
        import RxCore

        func myInterval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Int> {
            Observable.create { observer in
        #sourceLocation(file: "Hidden.swift", line: 1)
                Observable<Int>.interval(period, scheduler: scheduler).subscribe(observer)
        #sourceLocation()
            }
        }

        extension Array where Element == String {
            func map(_ transform: (String) throws -> String) rethrows -> [String] { ["Exercise/Hidden.swift"] }
        }
        """)
        XCTAssertEqual(result.status, .fail, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("rules out interval"), result.message(.en))
    }

    /// A required operator in a chain subscribed only to be seen, beside a result made another
    /// way, does not count.
    func testARequiredOperatorCountsOnlyInTheChainThatMakesTheResult() throws {
        let result = try grade("create-my-just", """
        import RxCore

        func myJust<E>(_ element: E) -> Observable<E> {
            _ = Observable<Int>.create { o in o.onCompleted(); return Disposables.create() }.subscribe()
            return Observable<E>.empty().startWith(element)
        }
        """)
        XCTAssertEqual(result.status, .fail, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("asks for create"), result.message(.en))
    }

    /// An exercise that may import Foundation can open files: /proc (its own memory, and the
    /// report channel's token in it) is not among what it may read.
    func testAProgramThatOpensFilesCannotReadProc() throws {
        let grader = try Grader.forThisBuild().get()
        let exercise = try ScratchCourse.exercise("http-status")
        XCTAssertTrue(exercise.allowedImports.contains("Foundation"))
        let executable = URL(fileURLWithPath: "/tmp/exercise")
        XCTAssertFalse(grader.policy(for: executable, source: executable, exercise: exercise).readable.contains("/proc"))
        #if os(Linux)
        XCTAssertTrue(grader.policy(for: executable, source: executable, exercise: try ScratchCourse.exercise("create-my-just")).readable.contains("/proc"),
                      "elsewhere the backtracer may read it")
        #endif
    }
}
