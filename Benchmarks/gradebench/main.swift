import CourseKit
import Foundation
import LessonCatalog
import LessonEngine
import LessonHost
import LessonKit

// Grading figures on this machine: `swift run -c release gradebench` (or debug).
//  1. `rxlesson check` of every exercise when nothing changed (each build cached).
//  2. The same with no cached build: every exercise compiled (a fresh clone's first check).
//  3. One edited exercise to its verdict, as `watch` grades it: a pass, a failure and a
//     compile error, each a text no build has seen.
//  4. The sandbox's cost per exercise: grading a cached program (its record checked, run
//     through the sandbox's launcher, compared), each step timed, against running the same
//     program directly on the same request. `swift run gradebench sandbox` measures only this.
//  5. `check --from` of one student, cold (nothing cached) and warm, and of 30 students.
//  6. Where one edit's time goes, save → verdict: the compiler's jobs one by one (as
//     `swiftc -###` lists them), the built program graded, the program run directly.
//     `swift run gradebench split [ROUNDS]` measures only this.
//  7. One edit to its verdict as `watch` grades it, phase by phase: a pass, a failing stub
//     and a compile error. `swift run gradebench phases [ROUNDS]` measures only this.

let course = Course(lessons: lessonCatalog)
guard case .success(let grader) = Grader.forThisBuild(), let products = BuildProducts.locate() else {
    print("gradebench: cannot find the build's modules or swiftc")
    exit(2)
}
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let rxlesson = products.directory.appendingPathComponent("rxlesson")

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// CPU time used so far by this process (every thread) and by its children that have ended
/// (their own children included once waited for), user and system: on a loaded machine the
/// figure that the other processes do not inflate.
func cpuSeconds() -> Double {
    var own = rusage(), children = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &own)
    getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &children)
    #else
    getrusage(RUSAGE_SELF, &own)
    getrusage(RUSAGE_CHILDREN, &children)
    #endif
    func total(_ usage: rusage) -> Double {
        Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
    return total(own) + total(children)
}

/// Wall-clock and CPU seconds of `body`.
struct Timed {
    var wall: [Double] = []
    var cpu: [Double] = []

    mutating func measure(_ body: () throws -> Void) rethrows {
        let startCPU = cpuSeconds()
        wall.append(try seconds(body))
        cpu.append(cpuSeconds() - startCPU)
    }

    var text: String { String(format: "%.2f s (cpu %.2f s)", median(wall), median(cpu)) }
}

func format(_ value: Double) -> String { String(format: "%.2f s", value) }

func checkAll() -> Double {
    seconds {
        let process = Process()
        process.executableURL = rxlesson
        process.arguments = ["check", "--solutions", "--format", "json"]
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.start().wait()
    }
}

/// A process's output, read to its end, and whether it exited 0.
func output(of executable: String, _ arguments: [String]) -> (text: String, ok: Bool) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard let end = try? process.start() else { return ("", false) }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    end.wait()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus == 0)
}

/// What a job of the compiler does, from its command line.
func jobName(_ words: [String]) -> String {
    let tool = URL(fileURLWithPath: words.first ?? "").lastPathComponent
    if words.contains("-modulewrap") { return "module wrap (-g)" }
    if words.contains("-emit-module") && !words.contains("-c") { return "emit module (-g)" }
    if words.contains("-c") {
        if let index = words.firstIndex(of: "-primary-file"), index + 1 < words.count {
            return "compile " + URL(fileURLWithPath: words[index + 1]).lastPathComponent
        }
        return "compile (whole module)"
    }
    if tool == "swift-autolink-extract" { return "autolink extract" }
    if tool.hasPrefix("clang") || tool.hasSuffix("ld") || tool.hasPrefix("ld") { return "link" }
    return tool
}

/// The compile of the exercise unit in `unit` as the grader runs it, then its jobs one after
/// another, each timed: (name, seconds) per job and the whole compile.
func compilerJobs(exercise: Exercise, unit: URL) -> (whole: (wall: Double, cpu: Double), jobs: [(String, Double, Double)])? {
    // The learner's file, then main.swift, as the grader passes them.
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: unit.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    let sources = (names.filter { $0 != "main.swift" } + names.filter { $0 == "main.swift" }).map { unit.appendingPathComponent($0) }
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("gradebench-jobs-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: out) }
    let compiler = grader.compiler.compiler
    let arguments = compiler.unitArguments(sources, moduleName: ExerciseCompiler.moduleName,
                                           modules: BuildProducts.kitModules + [Lesson.module(of: exercise.lesson)],
                                           products: products, output: out.appendingPathComponent("exercise"))
    var ok = true
    var startCPU = cpuSeconds()
    let whole = (wall: seconds { ok = output(of: compiler.path, arguments).ok }, cpu: cpuSeconds() - startCPU)
    let listed = output(of: compiler.path, ["-###"] + arguments)
    guard ok, listed.ok else { return nil }
    var jobs: [(String, Double, Double)] = []
    for line in listed.text.split(separator: "\n") {
        let words = line.split(separator: " ").map { $0.hasPrefix("\"") && $0.hasSuffix("\"") && $0.count > 1 ? String($0.dropFirst().dropLast()) : String($0) }
        guard let tool = words.first, tool.hasPrefix("/") else { continue }
        // The driver names temporary files it has not made: make their folders.
        for (index, word) in words.enumerated() where word == "-o" && index + 1 < words.count {
            try? FileManager.default.createDirectory(at: URL(fileURLWithPath: words[index + 1]).deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        var jobOK = true
        startCPU = cpuSeconds()
        let time = seconds { jobOK = output(of: tool, Array(words.dropFirst())).ok }
        if !jobOK { return nil }
        jobs.append((jobName(words), time, cpuSeconds() - startCPU))
    }
    return (whole, jobs)
}

/// 6. Where one edit's time goes, by the wall clock and by CPU time (this process's threads
/// and the processes it ran).
func split() throws {
    let exercise = course.exercise("dispose-take-until")!
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("gradebench-split-\(UUID().uuidString)")
    let file = scratch.appendingPathComponent(exercise.file)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let solution = try String(contentsOf: root.appendingPathComponent(exercise.solutionFile), encoding: .utf8)
    let rounds = CommandLine.arguments.last.flatMap { Int($0) } ?? 3
    var verdicts = Timed(), graded = Timed(), direct = Timed(), wholes = Timed(), builds = Timed(), planned = Timed()
    var jobs: [String: Timed] = [:]
    var order: [String] = []
    for _ in 0..<rounds {
        try Data((solution + "\n// \(UUID().uuidString)\n").utf8).write(to: file)
        verdicts.measure { _ = grader.grade(exercise, source: file, shownAs: exercise.file) }
        graded.measure { _ = grader.grade(exercise, source: file, shownAs: exercise.file) }
        planned.measure { _ = grader.plan(for: exercise).map(exercise.scenario) }
        // Another text no build has seen, built only.
        try Data((solution + "\n// \(UUID().uuidString)\n").utf8).write(to: file)
        var outcome: ExerciseCompiler.Outcome?
        builds.measure { outcome = grader.compiler.build(exercise, source: file, shownAs: exercise.file) }
        guard case .built(let executable)? = outcome else { continue }
        direct.measure { _ = runDirectly(executable) }
        guard let timed = compilerJobs(exercise: exercise, unit: executable.deletingLastPathComponent()) else {
            print("  (the compiler's jobs could not be run one by one)")
            continue
        }
        wholes.wall.append(timed.whole.wall)
        wholes.cpu.append(timed.whole.cpu)
        for (name, wall, cpu) in timed.jobs {
            if jobs[name] == nil { order.append(name) }
            jobs[name, default: Timed()].wall.append(wall)
            jobs[name, default: Timed()].cpu.append(cpu)
        }
    }
    print("  one edit, where the time goes (\(exercise.id), a solution no build has seen, median of \(rounds); load average \(loadAverage())):")
    print("    save → verdict (source rules, compile and link, record, sandboxed run, comparison)  \(verdicts.text)")
    print("    the build alone (the unit written, swiftc run, the program's SHA-256 recorded)  \(builds.text)")
    if !wholes.wall.isEmpty { print("    swiftc as the grader runs it  \(wholes.text)") }
    for name in order { print("      job: \(name.padding(toLength: 28, withPad: " ", startingAt: 0)) \(jobs[name]!.text)") }
    print("    the scenarios and their expectations (made while the file compiles)  \(planned.text)")
    print("    the same text graded again, built (record check, sandboxed run, comparison)  \(graded.text)")
    print("    the program run directly  \(direct.text)")
}

/// 7. One edit to its verdict as `watch` grades it (the reference solution at hand for a
/// failing chain's comparison, the report drawn), phase by phase: a pass, a failing stub and
/// a compile error, each a text no build has seen. Wall-clock medians; the phases beside the
/// compile overlap it.
func phases() throws {
    let exercise = course.exercise("dispose-take-until")!
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("gradebench-phases-\(UUID().uuidString)")
    let file = scratch.appendingPathComponent(exercise.file)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let solution = try String(contentsOf: root.appendingPathComponent(exercise.solutionFile), encoding: .utf8)
    let stub = try String(contentsOf: root.appendingPathComponent(exercise.stubFile), encoding: .utf8)
    let rounds = CommandLine.arguments.last.flatMap { Int($0) } ?? 5
    let times = PhaseTimes()
    var timed = grader
    timed.referenceRoot = root
    timed.compiler.phases = times
    // The baseline and the reference solution's build, made once a process, out of the figures.
    _ = timed.grade(exercise, source: root.appendingPathComponent(exercise.stubFile), shownAs: exercise.stubFile)
    print("  one edit to its verdict, phase by phase (\(exercise.id), median of \(rounds); load average \(loadAverage())):")
    for (name, text) in [("pass", solution), ("failing stub", stub), ("compile error", solution + "\nlet broken: Int = \"x\"\n")] {
        var total = Timed(), drawn = Timed()
        var phases: [PhaseTimes.Phase: [Double]] = [:]
        var status = ""
        for _ in 0..<rounds {
            try Data((text + "\n// \(UUID().uuidString)\n").utf8).write(to: file)
            times.removeAll()
            var result: GradeResult?
            total.measure { result = timed.grade(exercise, source: file, shownAs: exercise.file) }
            drawn.measure { _ = ReportFormat.text.render(GradingReport(results: [result!]), console: .capturing(width: 100), language: .en) }
            status = result!.status.rawValue
            for phase in PhaseTimes.Phase.allCases { phases[phase, default: []].append(times[phase].reduce(0, +)) }
        }
        print("    \(name) (\(status)): save → verdict \(total.text), the report drawn \(drawn.text)")
        for phase in PhaseTimes.Phase.allCases where median(phases[phase]!) >= 0.0005 {
            print("      \(phase.rawValue.padding(toLength: 50, withPad: " ", startingAt: 0)) \(String(format: "%.3f s", median(phases[phase]!)))")
        }
    }
}

/// The 1, 5 and 15 minute load averages, as /proc/loadavg gives them.
func loadAverage() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}

guard FileManager.default.isExecutableFile(atPath: rxlesson.path) || CommandLine.arguments.contains("split") || CommandLine.arguments.contains("phases") else {
    print("gradebench: build rxlesson first (swift build --product rxlesson, same configuration)")
    exit(2)
}
print("grading figures (\(course.exercises.count) exercises, \(ProcessInfo.processInfo.activeProcessorCount) cores, \(products.directory.lastPathComponent) build)")
if CommandLine.arguments.contains("split") {
    try split()
    exit(0)
}
if CommandLine.arguments.contains("sandbox") {
    sandboxCost()
    exit(0)
}
if CommandLine.arguments.contains("phases") {
    try phases()
    exit(0)
}

// 2 first, so that 1 measures warm caches.
let cache = products.directory.appendingPathComponent("rxlesson-exercises")
try? FileManager.default.removeItem(at: cache)
let cold = checkAll()
let warm = median((0..<5).map { _ in checkAll() })
print("  check, every exercise, nothing changed   \(format(warm))  (median of 5; target ≤ 2 s)")
print("  check, every exercise, nothing cached    \(format(cold))  (each compiled alone)")

// 3. One edit to its verdict.
let exercise = course.exercise("dispose-take-until")!
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("gradebench-\(UUID().uuidString)")
let file = scratch.appendingPathComponent(exercise.file)
try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }
let solution = try String(contentsOf: root.appendingPathComponent(exercise.solutionFile), encoding: .utf8)
let stub = try String(contentsOf: root.appendingPathComponent(exercise.stubFile), encoding: .utf8)
let one = CourseGrader(grader: grader)
for (name, text) in [("pass", solution), ("failure", stub), ("compile error", solution + "\nlet broken: Int = \"x\"\n")] {
    var times: [Double] = []
    var status = ""
    for _ in 0..<5 {
        try Data((text + "\n// \(UUID().uuidString)\n").utf8).write(to: file)
        times.append(seconds { status = one.grade([exercise], from: .workingCopy(root: scratch))[0].status.rawValue })
    }
    print("  one edit to its verdict, \(name.padding(toLength: 13, withPad: " ", startingAt: 0))  \(format(median(times)))  (\(status); median of 5; target ≤ 2 s, plus watch's 0.3 s poll)")
}

// 4. The sandbox's cost per exercise: each step of a grading of a cached program timed, and
// the program run directly on the same request (the scenarios it plays in the sandbox).
func sandboxCost() {
    let times = PhaseTimes()
    var timed = grader
    timed.compiler.phases = times
    var steps: [PhaseTimes.Phase: [Double]] = [:]
    var rests: [Double] = [], overheads: [Double] = [], programs: [Double] = [], wholes: [Double] = [], earlier: [Double] = []
    // CPU time (the grader's threads and every process it ran): what the load does not inflate.
    var gradedCPU: [Double] = [], directCPU: [Double] = []
    // Timed inside `run`, so not added to the rest.
    let insideRun: Set<PhaseTimes.Phase> = [.sandboxedProcess, .reportDecoded, .whole]
    for exercise in course.exercises.prefix(10) {
        let source = root.appendingPathComponent(exercise.solutionFile)
        guard case .built(let executable) = grader.compiler.build(exercise, source: source, shownAs: exercise.solutionFile) else { continue }
        let plan = grader.plan(for: exercise)
        let request = ChildRequest(scenarios: plan.map { exercise.scenario($0).inputs }, traced: Array(plan.indices), standIns: exercise.standIns)
        let input = Data("token\n".utf8) + ((try? JSONEncoder().encode(request)) ?? Data())
        var cpu: [Double] = []
        let direct = median((0..<5).map { _ in
            let start = cpuSeconds()
            defer { cpu.append(cpuSeconds() - start) }
            return runDirectly(executable, input: input)
        })
        directCPU.append(median(cpu))
        cpu = []
        let noRequest = median((0..<5).map { _ in runDirectly(executable) })
        var runs: [[PhaseTimes.Phase: Double]] = []
        for _ in 0..<5 {
            times.removeAll()
            let start = cpuSeconds()
            _ = timed.grade(exercise, source: source, shownAs: exercise.solutionFile)
            cpu.append(cpuSeconds() - start)
            runs.append(Dictionary(uniqueKeysWithValues: PhaseTimes.Phase.allCases.map { ($0, times[$0].reduce(0, +)) }))
        }
        gradedCPU.append(median(cpu))
        let whole = median(runs.map { $0[.whole, default: 0] })
        for phase in PhaseTimes.Phase.allCases where phase != .whole { steps[phase, default: []].append(median(runs.map { $0[phase, default: 0] }) * 1000) }
        rests.append(median(runs.map { run in run[.whole, default: 0] - run.filter { !insideRun.contains($0.key) }.values.reduce(0, +) }) * 1000)
        wholes.append(whole)
        programs.append(direct)
        overheads.append(whole - direct)
        earlier.append(whole - noRequest)
    }
    print("  sandbox, record check and comparison, per exercise  \(String(format: "%.0f ms", median(overheads) * 1000))  (median over 10 exercises of graded minus the program run directly on the same request; target ≤ 50 ms)")
    print(String(format: "    by CPU time: graded %.0f ms, the program run directly %.0f ms, the difference %.0f ms",
                 median(gradedCPU) * 1000, median(directCPU) * 1000, median(zip(gradedCPU, directCPU).map { $0 - $1 }) * 1000))
    print(String(format: "    graded %.0f ms, the program run directly %.0f ms; each step, median over the exercises (load average %@):", median(wholes) * 1000, median(programs) * 1000, loadAverage()))
    for phase in PhaseTimes.Phase.allCases where phase != .whole && median(steps[phase] ?? [0]) >= 0.05 {
        print(String(format: "      %@  %.1f ms", phase.rawValue.padding(toLength: 54, withPad: " ", startingAt: 0), median(steps[phase]!)))
    }
    print(String(format: "      %@  %.1f ms", "the program itself (run directly on the same request)".padding(toLength: 54, withPad: " ", startingAt: 0), median(programs) * 1000))
    print(String(format: "      %@  %.1f ms", "the rest (untimed)".padding(toLength: 54, withPad: " ", startingAt: 0), median(rests)))
    print(String(format: "    (graded minus the program started on a token line alone, which plays no scenario: %.0f ms)", median(earlier) * 1000))
}

/// Runs `executable` outside the sandbox as the grader would inside it, `input` on its stdin
/// (the token line and the request), its report read to the end.
func runDirectly(_ executable: URL, input: Data = Data("token\n".utf8)) -> Double {
    seconds {
        let process = Process()
        process.executableURL = executable
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "RXLESSON_GRADED": "1"]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        let end = try? process.start()
        try? stdin.fileHandleForWriting.write(contentsOf: input)
        try? stdin.fileHandleForWriting.close()
        _ = stdout.fileHandleForReading.readDataToEndOfFile()
        end?.wait()
    }
}
sandboxCost()

// 5. Students with --from.
func student(_ index: Int) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gradebench-student-\(index)-\(UUID().uuidString)")
    for (position, exercise) in course.exercises.enumerated() {
        let target = folder.appendingPathComponent(exercise.file)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Student i has solved the first i exercises (course order, wrapping), the rest are stubs.
        let solved = position < index % (course.exercises.count + 1)
        try FileManager.default.copyItem(at: root.appendingPathComponent(solved ? exercise.solutionFile : exercise.stubFile), to: target)
    }
    return folder
}

func checkFrom(_ folder: URL) -> Double {
    seconds {
        let process = Process()
        process.executableURL = rxlesson
        process.arguments = ["check", "--from", folder.path, "--format", "json"]
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.start().wait()
    }
}

let students = try (0..<30).map { try student($0 * 7 + 3) }
defer { students.forEach { try? FileManager.default.removeItem(at: $0) } }
try? FileManager.default.removeItem(at: cache)
try? FileManager.default.removeItem(at: products.directory.appendingPathComponent("rxlesson-verified"))
let studentCold = checkFrom(students[0])
let studentWarm = median((0..<3).map { _ in checkFrom(students[0]) })
print("  check --from, one student, nothing cached  \(format(studentCold))")
print("  check --from, one student, cached          \(format(studentWarm))  (median of 3)")
// Every stub and solution once, then the class: what a teacher's second run costs.
for folder in students { _ = checkFrom(folder) }
let classTime = seconds { for folder in students { _ = checkFrom(folder) } }
print("  check --from, 30 students one after another, cached  \(format(classTime))  (\(String(format: "%.2f s", classTime / 30)) each)")

try split()
try phases()
