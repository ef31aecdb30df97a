import Foundation
import LessonCatalog
import LessonEngine
import LessonKit

// Grading figures on this machine: `swift run -c release gradebench` (or debug).
//  1. `rxlesson check` of every exercise when nothing changed (each build cached).
//  2. The same with no cached build: every exercise compiled (a fresh clone's first check).
//  3. One edited exercise to its verdict, as `watch` grades it: a pass, a failure and a
//     compile error, each a text no build has seen.
//  4. The sandbox's cost per exercise: grading a cached program (its record checked, run
//     through the sandbox's launcher, compared) against running the same program directly.
//  5. `check --from` of one student, cold (nothing cached) and warm, and of 30 students.

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

func format(_ value: Double) -> String { String(format: "%.2f s", value) }

func checkAll() -> Double {
    seconds {
        let process = Process()
        process.executableURL = rxlesson
        process.arguments = ["check", "--solutions", "--format", "json"]
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
        process.waitUntilExit()
    }
}

guard FileManager.default.isExecutableFile(atPath: rxlesson.path) else {
    print("gradebench: build rxlesson first (swift build --product rxlesson, same configuration)")
    exit(2)
}
print("grading figures (\(course.exercises.count) exercises, \(ProcessInfo.processInfo.activeProcessorCount) cores, \(products.directory.lastPathComponent) build)")

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

// 4. The sandbox's cost per exercise.
func runDirectly(_ executable: URL) -> Double {
    seconds {
        let process = Process()
        process.executableURL = executable
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
        try? input.fileHandleForWriting.write(contentsOf: Data("token\n".utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
var overheads: [Double] = []
for exercise in course.exercises.prefix(10) {
    let source = root.appendingPathComponent(exercise.solutionFile)
    guard case .built(let executable) = grader.compiler.build(exercise, source: source, shownAs: exercise.solutionFile, language: .en) else { continue }
    let direct = median((0..<5).map { _ in runDirectly(executable) })
    let graded = median((0..<5).map { _ in seconds { _ = grader.grade(exercise, source: source, shownAs: exercise.solutionFile) } })
    overheads.append(graded - direct)
}
print("  sandbox, record check and comparison, per exercise  \(String(format: "%.0f ms", median(overheads) * 1000))  (median over 10 exercises of graded minus run directly; target ≤ 50 ms)")

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
        try? process.run()
        process.waitUntilExit()
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
