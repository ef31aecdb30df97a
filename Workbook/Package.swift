// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The learner's exercise files as a package of their own, for editors that read a package
// (Xcode: open this folder): completion and diagnostics in every exercise and in the
// playground's scratch file. Lessons and Playground are links to the course's own folders,
// so there is one copy of each file. The course (the package above) never builds
// this one; grading still compiles each exercise alone with `rxlesson check` or `watch`.
//
// The lessons, read from ../Package.swift's `lessons` list, so a lesson is still registered by
// one line there; `Lessons` is a link to the course's Lessons/, so every exercise file has one copy.
let courseManifest = (try? String(contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Package.swift").path, encoding: .utf8)) ?? ""
let lessons: [String] = {
    guard let start = courseManifest.range(of: "let lessons = ["),
          let end = courseManifest[start.upperBound...].range(of: "]") else { return [] }
    return courseManifest[start.upperBound..<end.lowerBound].split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    }.filter { !$0.isEmpty }
}()
// A lesson's Exercises/ holds the learner's working copies, which `rxlesson` makes from the
// stubs on its first run (`swift run rxlesson list`): a lesson without them yet has no target.
let started = lessons.filter { id in
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Lessons/\(id)/Exercises").path
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).contains { $0.hasSuffix(".swift") }
}

// Every target may import what an exercise may import (RxBlocking: the threads lesson's
// WaitForResults, whose exercise allows it).
let course: [Target.Dependency] = [
    .product(name: "RxCore", package: "rxlesson"), .product(name: "RxTestCore", package: "rxlesson"),
    .product(name: "RxCocoaKit", package: "rxlesson"), .product(name: "RxBlocking", package: "rxlesson"),
    .product(name: "LessonModules", package: "rxlesson"),
]
// The grader compiles exercises in language mode 5, as the course's modules are, and (Swift 6.1
// and later) with member import visibility: Foundation's members need `import Foundation`.
#if compiler(>=6.1)
let mode5: [SwiftSetting] = [.swiftLanguageMode(.v5), .enableUpcomingFeature("MemberImportVisibility")]
#else
let mode5: [SwiftSetting] = [.swiftLanguageMode(.v5)]
#endif

let package = Package(
    name: "Workbook",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "rxlesson", path: "..")],
    targets: started.map { id in
        .target(name: "Exercises_" + String(id.map { $0 == "-" ? "_" : $0 }), dependencies: course, path: "Lessons/\(id)/Exercises", swiftSettings: mode5)
    } + [
        // SwiftPM takes Main.swift for an entry point: an executable (that does nothing) it is.
        .executableTarget(name: "Playground", dependencies: course, path: "Playground", swiftSettings: mode5),
    ]
)
