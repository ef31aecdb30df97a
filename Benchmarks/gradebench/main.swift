import Foundation
import LessonCatalog
import LessonEngine
import LessonKit

// Grading figures on this machine: `swift run -c release gradebench` (or debug).
//  1. `rxlesson check` of every exercise when nothing changed (each build cached).
//  2. The same with no cached build: every exercise compiled (a fresh clone's first check).
//  3. One edited exercise to its verdict, as `watch` grades it: a pass, a failure and a
//     compile error, each a text no build has seen.

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
