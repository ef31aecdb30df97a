import TextKit
import Foundation
import LessonKit

/// Compiles one exercise on its own: the learner's file and a one-line `main.swift` that
/// hands the learner's function to the lesson's harness, linked against the prebuilt
/// modules. Nothing else is in the unit — not the reference solution, not another exercise —
/// so one broken file fails one exercise. Builds are cached by what went into them.
public struct ExerciseCompiler: Sendable {
    /// The module name of every exercise unit; `#fileID`s in the learner's file start with it.
    public static let moduleName = "Exercise"

    public enum Outcome: Sendable {
        case built(URL)
        /// The compiler refused it: diagnostics already placed at the learner's file.
        case refused([Diagnostic])
        /// The file is missing, unreadable or too big; the sentence says which.
        case unusable(String)
    }

    public let products: BuildProducts
    public let compiler: SwiftCompiler
    public var timeout: TimeInterval = 180

    public init(products: BuildProducts, compiler: SwiftCompiler) {
        self.products = products
        self.compiler = compiler
    }

    /// The lesson module that holds `exercise`'s harness.
    public static func lessonModule(_ lesson: String) -> String {
        "Lesson_" + String(lesson.map { $0 == "-" ? "_" : $0 })
    }

    /// Builds `exercise` from `source` (the learner's file, a stub or a solution), shown to
    /// the learner as `shownAs`.
    public func build(_ exercise: Exercise, source: URL, shownAs: String) -> Outcome {
        guard let text = Self.read(source, shownAs: shownAs, exercise: exercise) else {
            return .unusable(Self.unreadableReason(source, shownAs: shownAs, exercise: exercise))
        }
        let lessonModule = Self.lessonModule(exercise.lesson)
        let main = """
        import LessonKit
        import \(lessonModule)
        \(lessonModule).Exercises.\(exercise.entry).host(\(exercise.entry))

        """
        let modules = BuildProducts.kitModules + [lessonModule]
        let key = Self.hash([text, main, products.stamp(of: modules), compiler.path])
        // One folder per exercise and content: a stub, a solution and a working copy with the
        // same text share one build, and a file saved back to an earlier text is not rebuilt.
        let unit = products.directory.appendingPathComponent("rxlesson-exercises/\(exercise.id)/\(key)")
        let executable = unit.appendingPathComponent("exercise")
        let refusal = unit.appendingPathComponent("refused.txt")
        let manager = FileManager.default

        if manager.isExecutableFile(atPath: executable.path) {
            touch(unit)
            return .built(executable)
        }
        if let saved = try? String(contentsOf: refusal, encoding: .utf8) {
            touch(unit)
            return .refused(Diagnostic.parse(saved, unit: unit, exercise: exercise, shownAs: shownAs))
        }
        prune(unit.deletingLastPathComponent(), keeping: 6)
        do {
            try manager.createDirectory(at: unit, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: unit.appendingPathComponent("\(exercise.name).swift"))
            try Data(main.utf8).write(to: unit.appendingPathComponent("main.swift"))
        } catch {
            return .unusable("cannot write the build folder \(unit.path): \(error.localizedDescription)")
        }
        // Built under a name of its own and renamed: two graders never see half a binary.
        let partial = unit.appendingPathComponent("exercise.\(UUID().uuidString)")
        let arguments = [
            "-module-name", Self.moduleName, "-swift-version", "5", "-Onone", "-g",
            "-diagnostic-style", "llvm", "-I", products.moduleFolder.path, "-I", products.directory.path,
            unit.appendingPathComponent("\(exercise.name).swift").path, unit.appendingPathComponent("main.swift").path,
        ] + products.objects(of: modules).map(\.path) + ["-o", partial.path]
        let run = ChildProcess(executable: URL(fileURLWithPath: compiler.path), arguments: arguments,
                               environment: ProcessInfo.processInfo.environment, timeout: timeout,
                               outputCap: 4 << 20, directory: unit).run()
        guard case .exited(0) = run.ending, manager.fileExists(atPath: partial.path) else {
            let text: String
            switch run.ending {
            case .timedOut: text = "\(shownAs):1:1: error: the compiler did not finish within \(Int(timeout)) s"
            case .couldNotStart(let why): text = "\(shownAs):1:1: error: cannot run \(compiler.path): \(why)"
            default: text = run.stderr + run.stdout
            }
            // Kept for next time only when the compiler spoke about the learner's own file:
            // a failure of the toolchain or the link is not the file's, and may pass later.
            if text.contains(unit.appendingPathComponent("\(exercise.name).swift").path) {
                try? Data(text.utf8).write(to: refusal, options: .atomic)
            }
            try? manager.removeItem(at: partial)
            return .refused(Diagnostic.parse(text, unit: unit, exercise: exercise, shownAs: shownAs))
        }
        if rename(partial.path, executable.path) != 0 && !manager.isExecutableFile(atPath: executable.path) {
            return .unusable("cannot keep the built exercise at \(executable.path)")
        }
        return .built(executable)
    }

    /// Marks a build as just used, so pruning keeps it.
    private func touch(_ folder: URL) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.path)
    }

    /// Keeps the `count` most recently used builds of an exercise and deletes the rest.
    private func prune(_ folder: URL, keeping count: Int) {
        let manager = FileManager.default
        let builds = ((try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.contentModificationDateKey])) ?? [])
            .map { ($0, (try? $0.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast) }
            .sorted { $0.1 > $1.1 }
        for (old, _) in builds.dropFirst(count - 1) { try? manager.removeItem(at: old) }
    }

    /// The learner's file as text: nil when it is missing, too big or not UTF-8.
    static func read(_ source: URL, shownAs: String, exercise: Exercise) -> String? {
        guard let data = try? Data(contentsOf: source), data.count <= maximumFileSize else { return nil }
        return String(data: data, encoding: .utf8)
    }

    static let maximumFileSize = 1 << 20

    static func unreadableReason(_ source: URL, shownAs: String, exercise: Exercise) -> String {
        guard let data = try? Data(contentsOf: source) else {
            return "\(shownAs) is missing; `rxlesson reset \(exercise.id)` puts it back as it was shipped"
        }
        if data.count > maximumFileSize { return "\(shownAs) is larger than 1 MiB" }
        return "\(shownAs) is not UTF-8 text; save it as UTF-8 (or `rxlesson reset \(exercise.id)`)"
    }

    /// FNV-1a, 64 bits, over the parts and their lengths: a cache key, not a security check.
    static func hash(_ parts: [String]) -> String {
        var value: UInt64 = 0xcbf29ce484222325
        for part in parts {
            for byte in Array(part.utf8) + Array("\u{0}\(part.utf8.count)\u{0}".utf8) {
                value ^= UInt64(byte)
                value = value &* 0x100000001b3
            }
        }
        return String(value, radix: 16)
    }
}
