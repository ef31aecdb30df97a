// swift-tools-version: 6.0
import PackageDescription

// The lessons, in teaching order. Adding one: create `Lessons/<id>/` and add its id here.
// It becomes two modules: `Lesson_<id>` (dashes as underscores: demos, stand-ins and the
// exercises' harnesses, which graded programs link) and `Judge_<id>` (its `Judge/` folder: the
// exercises' scenarios and expectations, which only rxlesson links). The catalog is generated
// from this list by Plugins/LessonCatalogPlugin. (Listing the folder at manifest time would
// not do: SwiftPM caches this file's result by its text, so a new folder went unseen.)
let lessons = [
    "reading-marbles", "observables", "subjects", "hot-and-cold", "operator-families", "schedulers", "dispose", "memory", "checkpoint-fundamentals", "testing", "guarantees", "create",
    "interval", "share", "connectable", "operators", "life-happens",
    "errors", "checkpoint-operators", "traits", "threads", "concurrency", "debug", "variables", "kvo", "ui-tips", "http", "datasources", "checkpoint-apps", "numbers", "rxcocoa", "reactivecocoa",
]
func lessonModule(_ id: String) -> String { "Lesson_" + String(id.map { $0 == "-" ? "_" : $0 }) }
func judgeModule(_ id: String) -> String { "Judge_" + String(id.map { $0 == "-" ? "_" : $0 }) }

// The runtime is generic all the way down; its per-event path is @inlinable, which is what
// makes `map`/`filter` cost a few nanoseconds instead of hundreds in the user's module (no
// unsafeFlags: SwiftPM refuses them in a package used as a versioned dependency).
// Language mode 5: the runtime synchronises with its own locks (as RxSwift does);
// Swift 6 mode's Sendable checking would force every learner's closure to be @Sendable.
let mode5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let lessonTargets: [Target] = lessons.flatMap { id -> [Target] in [
    .target(
        name: lessonModule(id),
        // testing, threads and concurrency demonstrate RxBlocking too (the graded programs link it: BuildProducts.kitModules).
        dependencies: ["RxCore", "RxTestCore", "RxCocoaKit", "LessonKit", "CourseKit", "Marbles"] + (["testing", "threads", "concurrency"].contains(id) ? ["RxBlocking"] : []),
        path: "Lessons/\(id)",
        // Exercises are compiled one by one by the grader, never into the lesson; the prose
        // (Text/) is read into the catalog by LessonCatalogPlugin; Judge/ is a module of its own.
        exclude: ["Exercises", "Stubs", "Solutions", "Text", "Judge"],
        swiftSettings: mode5
    ),
    .target(
        name: judgeModule(id),
        dependencies: [.target(name: lessonModule(id)), "RxCore", "RxTestCore", "RxCocoaKit", "LessonKit", "CourseKit", "Marbles"],
        path: "Lessons/\(id)/Judge",
        swiftSettings: mode5
    ),
]}

let package = Package(
    name: "rxlesson",
    // The promise (README "Requirements"): Swift 6.0 (Xcode 16) or newer. RxCore, RxTest,
    // RxBlocking and RxCocoaKit serve apps from iOS 13 / tvOS 13 / watchOS 6 (Swift
    // concurrency's floor); macOS 13 because rxlesson's grader uses Regex.
    platforms: [.macOS(.v13), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .executable(name: "rxlesson", targets: ["rxlesson"]),
        .executable(name: "rxbench", targets: ["rxbench"]),
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxTest", targets: ["RxTest"]),
        .library(name: "RxTestCore", targets: ["RxTestCore"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
        .library(name: "RxCocoaKit", targets: ["RxCocoaKit"]),
        // What the exercise files import, for Workbook/ (the learner's exercises as a package).
        .library(name: "LessonModules", targets: ["LessonKit"] + lessons.map(lessonModule)),
    ],
    dependencies: [],
    targets: [
        .target(name: "RxCore", swiftSettings: mode5),
        .target(name: "Marbles", dependencies: ["TextKit", "ToolText"], exclude: ["Text"], swiftSettings: mode5, plugins: ["LessonCatalogPlugin"]),
        // RxTest's clock without XCTest: it runs inside rxlesson and every graded exercise.
        .target(name: "RxTestCore", dependencies: ["RxCore", "Marbles"], swiftSettings: mode5),
        // RxSwift's RxTest for test targets: RxTestCore re-exported, plus the XCTest assertions.
        .target(name: "RxTest", dependencies: ["RxCore", "RxTestCore"], swiftSettings: mode5),
        .target(name: "RxCocoaKit", dependencies: ["RxCore"], swiftSettings: mode5),
        // RxSwift's RxBlocking: toBlocking() for tests and command-line code.
        .target(name: "RxBlocking", dependencies: ["RxCore"], swiftSettings: mode5),
        .target(name: "TextKit", swiftSettings: mode5),
        // The tool's own words, one Markdown file per language beside each module that says them (TextTable).
        .target(name: "ToolText", dependencies: ["TextKit"], exclude: ["Text"], plugins: ["LessonCatalogPlugin"]),
        // What an exercise file may import (the learner's module): the playground, its clock's tick, the traced chains.
        .target(name: "LessonKit", dependencies: ["RxCore", "RxTestCore", "Marbles", "TextKit", "ToolText"], exclude: ["Text"], swiftSettings: mode5, plugins: ["LessonCatalogPlugin"]),
        // The course as its author and the grader know it: lessons, demos, exercises, scenarios, harnesses.
        // A lesson and its judge import it; an exercise may not (SourceRules.courseModules).
        .target(name: "CourseKit", dependencies: ["LessonKit", "RxCore", "Marbles", "TextKit", "ToolText"], exclude: ["Text"], swiftSettings: mode5, plugins: ["LessonCatalogPlugin"]),
        // A run on the virtual clock and what carries its record from a child process to rxlesson:
        // the graded program's host, its request and wire, the playground's host. Only generated
        // `main.swift`s and LessonEngine import it; an exercise may not (SourceRules.courseModules).
        .target(name: "LessonHost", dependencies: ["LessonKit", "CourseKit", "RxCore", "RxTestCore", "Marbles", "CExerciseInput", "CDigest"], swiftSettings: mode5),
        // A graded program's request and report channel, taken before `main` (docs/grading.md).
        .target(name: "CExerciseInput"),
        // SHA-256: the grader's record of each program it built, and the tags on a graded program's report lines.
        .target(name: "CDigest"),
        // What runs lessons: the demo runner, the grader, the gallery, the reports.
        .target(name: "LessonEngine", dependencies: ["LessonKit", "CourseKit", "LessonHost", "RxCore", "RxTestCore", "Marbles", "TextKit", "ToolText", "CSandbox", "CDigest", "ProcessSpawn"], exclude: ["Text"], swiftSettings: mode5, plugins: ["LessonCatalogPlugin"]),
        // The grader's launcher for graded programs (what Swift cannot call: fork to exec, Landlock, seccomp, sandbox_init).
        .target(name: "CSandbox"),
        // posix_spawn set up once, for the programs rxlesson starts itself (the pager, the grader's children).
        .target(name: "ProcessSpawn"),
        // The command-line parser: commands declared once, help generated from them.
        .target(name: "CommandLineKit", dependencies: ["TextKit", "ToolText"], exclude: ["Text"], plugins: ["LessonCatalogPlugin"]),
        .target(
            name: "LessonCatalog",
            dependencies: ["LessonKit", "CourseKit"] + lessons.flatMap { [.target(name: lessonModule($0)), .target(name: judgeModule($0))] },
            swiftSettings: mode5,
            plugins: ["LessonCatalogPlugin"]
        ),
        .executableTarget(name: "lesson-catalog-gen", path: "Sources/lesson-catalog-gen"),
        // Also builds each module's own words (its Text/zh.md and Text/en.md) into it: TextTable.
        .plugin(name: "LessonCatalogPlugin", capability: .buildTool(), dependencies: ["lesson-catalog-gen"]),
        .executableTarget(name: "rxlesson", dependencies: ["CommandLineKit", "LessonEngine", "LessonKit", "CourseKit", "LessonCatalog", "Marbles", "TextKit", "ToolText", "ProcessSpawn"], exclude: ["Text"], swiftSettings: mode5, plugins: ["LessonCatalogPlugin"]),
        .executableTarget(name: "gradebench", dependencies: ["LessonEngine", "LessonKit", "CourseKit", "LessonHost", "LessonCatalog"], path: "Benchmarks/gradebench", swiftSettings: mode5),
        .executableTarget(name: "rxbench", dependencies: ["RxCore", "RxTestCore", "Marbles", "TextKit"], path: "Benchmarks/rxbench", swiftSettings: mode5),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTest", "RxBlocking"], swiftSettings: mode5),
        .testTarget(name: "RxTestTests", dependencies: ["RxCore", "RxTest"], swiftSettings: mode5),
        .testTarget(name: "TextKitTests", dependencies: ["TextKit"]),
        .testTarget(name: "MarblesTests", dependencies: ["Marbles", "RxCore", "RxTest", "RxTestCore", "TextKit"], exclude: ["Oracle/rxjs-oracle.js"], swiftSettings: mode5),
        .testTarget(name: "LessonEngineTests", dependencies: ["LessonEngine", "LessonKit", "CourseKit", "LessonHost", "RxCore", "RxTest", "Marbles", "TextKit"], swiftSettings: mode5),
        .testTarget(name: "GradingTests", dependencies: ["LessonEngine", "LessonKit", "CourseKit", "LessonHost", "LessonCatalog", "rxlesson", "CDigest"], swiftSettings: mode5),
        .testTarget(name: "RxLessonTests", dependencies: ["rxlesson", "LessonEngine", "LessonKit", "CourseKit", "LessonCatalog", "Marbles", "TextKit", "ToolText"], swiftSettings: mode5),
        .testTarget(name: "RxCocoaKitTests", dependencies: ["RxCocoaKit", "RxCore", "RxTest"], swiftSettings: mode5),
        .testTarget(name: "CommandLineKitTests", dependencies: ["CommandLineKit", "TextKit"]),
        .testTarget(name: "LessonsTests", dependencies: ["LessonCatalog", "LessonEngine", "LessonKit", "CourseKit", "Marbles"], swiftSettings: mode5),
    ] + lessonTargets
)
