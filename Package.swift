// swift-tools-version: 6.0
import PackageDescription
import Foundation

// Lessons are discovered, not listed: every folder in Lessons/ is a module named
// `Lesson_<folder>` (dashes become underscores). Adding a lesson is one folder here
// plus one registration line in Sources/LessonCatalog/LessonCatalog.swift.
let packageRoot = URL(fileURLWithPath: Context.packageDirectory)
let lessonFolders: [String] = {
    let dir = packageRoot.appendingPathComponent("Lessons")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { name in
        var isDir: ObjCBool = false
        return !name.hasPrefix(".")
            && FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path, isDirectory: &isDir)
            && isDir.boolValue
    }.sorted()
}()
func lessonModule(_ folder: String) -> String { "Lesson_" + folder.replacingOccurrences(of: "-", with: "_") }

// The runtime is generic all the way down; letting the optimiser see across module
// boundaries is what makes `map`/`filter` cost a few nanoseconds instead of hundreds.
let optimised: [SwiftSetting] = [
    .unsafeFlags(["-cross-module-optimization", "-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]
// Language mode 5: the runtime synchronises with its own locks (as RxSwift does);
// Swift 6 mode's Sendable checking would force every learner's closure to be @Sendable.
let mode5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let lessonTargets: [Target] = lessonFolders.map { folder in
    .target(
        name: lessonModule(folder),
        dependencies: ["RxCore", "RxTest", "RxCocoaKit", "LessonKit", "Marbles"],
        path: "Lessons/\(folder)",
        exclude: [],
        swiftSettings: mode5
    )
}

let package = Package(
    name: "rxlesson",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "rxlesson", targets: ["rxlesson"]),
        .executable(name: "rxbench", targets: ["rxbench"]),
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxTest", targets: ["RxTest"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "RxCore", swiftSettings: mode5 + optimised),
        .target(name: "Marbles", swiftSettings: mode5 + optimised),
        .target(name: "RxTest", dependencies: ["RxCore", "Marbles"], swiftSettings: mode5 + optimised),
        .target(name: "RxCocoaKit", dependencies: ["RxCore"], swiftSettings: mode5),
        .target(name: "LessonKit", dependencies: ["RxCore", "RxTest", "Marbles"], swiftSettings: mode5),
        .target(
            name: "LessonCatalog",
            dependencies: ["LessonKit"] + lessonFolders.map { .target(name: lessonModule($0)) },
            swiftSettings: mode5
        ),
        .executableTarget(name: "rxlesson", dependencies: ["LessonKit", "LessonCatalog"], swiftSettings: mode5),
        .executableTarget(name: "rxbench", dependencies: ["RxCore", "RxTest", "Marbles"], path: "Benchmarks/rxbench", swiftSettings: mode5 + optimised),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTest"], swiftSettings: mode5),
        .testTarget(name: "RxTestTests", dependencies: ["RxCore", "RxTest"], swiftSettings: mode5),
        .testTarget(name: "MarblesTests", dependencies: ["Marbles", "RxCore", "RxTest"], swiftSettings: mode5),
        .testTarget(name: "LessonKitTests", dependencies: ["LessonKit", "RxCore", "RxTest", "Marbles"], swiftSettings: mode5),
        .testTarget(name: "RxCocoaKitTests", dependencies: ["RxCocoaKit", "RxCore", "RxTest"], swiftSettings: mode5),
        .testTarget(name: "LessonsTests", dependencies: ["LessonCatalog", "LessonKit", "Marbles"], swiftSettings: mode5),
    ] + lessonTargets
)
