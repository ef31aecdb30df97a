import LessonHost
import TextKit
import Foundation
import CourseKit
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
        case unusable(Localized)
    }

    public let products: BuildProducts
    public let compiler: SwiftCompiler
    /// An honest exercise compiles in a second or two; a file built to keep the compiler busy
    /// (deep type inference) is stopped here.
    public var timeout: TimeInterval = 30
    /// Off only in the sandbox's own tests, to reach it with code the rules would refuse.
    var enforcesRules = true
    /// gradebench's clock of where a build's time goes; nil in the course.
    public var phases: PhaseTimes?

    public init(products: BuildProducts, compiler: SwiftCompiler) {
        self.products = products
        self.compiler = compiler
    }

    /// The module the generated `main.swift` imports beside the lesson's: the graded program's
    /// host, which an exercise may not import (``SourceRules/courseModules``).
    static let hostModule = "LessonHost"

    /// This grader's own build (its executable's size and time): the rules that refused a file
    /// are part of what a kept refusal was made from, so a newer grader checks it again.
    static let graderBuild: String = {
        guard let path = Bundle.main.executablePath,
              let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "unknown" }
        let time = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(attributes[.size] ?? 0) \(time)"
    }()

    /// The graded program's `main.swift`: the host runs the learner's function `entry` with the
    /// lesson's harness of that name. Everything else the program needs comes from the grader's request.
    public static func main(lessonModule: String, entry: String) -> String {
        """
        import \(hostModule)
        import \(lessonModule)
        \(hostModule).ExerciseHost.main(\(lessonModule).Harness.\(entry), \(entry))

        """
    }

    /// Builds `exercise` from `source` (the learner's file, a stub or a solution), shown to
    /// the learner as `shownAs`.
    public func build(_ exercise: Exercise, source: URL, shownAs: String) -> Outcome {
        let loaded = Self.load(source, shownAs: shownAs)
        guard case .text(let text) = loaded else { return .unusable(Self.unreadableReason(loaded, shownAs: shownAs, exercise: exercise)) }
        return build(exercise, text: text, shownAs: shownAs)
    }

    /// Builds `exercise` from `text`, the learner's file as it was read once: what is
    /// compiled is what the caller checked.
    func build(_ exercise: Exercise, text: String, shownAs: String) -> Outcome {
        let phases = phases
        let lookup = DispatchTime.now().uptimeNanoseconds
        let lessonModule = Lesson.module(of: exercise.lesson)
        let main = Self.main(lessonModule: lessonModule, entry: exercise.entry)
        let modules = BuildProducts.kitModules + [lessonModule]
        let version = compiler.version
        // The flags are part of what went in: a program built before a rule existed is rebuilt.
        let key = Self.hash([text, main, products.stamp(of: modules), compiler.path,
                             CompiledRules.arguments(trace: URL(fileURLWithPath: "modules.json"), version: version).joined(separator: " "),
                             enforcesRules ? "rules \(Self.graderBuild)" : "no rules"])
        // One folder per exercise and content: a stub, a solution and a working copy with the
        // same text share one build, and a file saved back to an earlier text is not rebuilt.
        let unit = products.directory.appendingPathComponent("rxlesson-exercises/\(exercise.id)/\(key)")
        let executable = unit.appendingPathComponent("exercise")
        // The rules the file breaks are data in no language, kept as such (as is a compiler's
        // refusal, ``CompilerRefusal``).
        let brokenRules = unit.appendingPathComponent("refused-rules.json")
        let refusedByRules = { (rules: [BrokenRule]) -> Outcome in
            .refused(rules.map { $0.diagnostic(file: shownAs, source: text) })
        }
        let manager = FileManager.default

        let record = ProgramRecord(products: products)
        // The key's own check: a build is used only for the very text and main it was made from.
        let learnerCopy = unit.appendingPathComponent("\(exercise.name).swift")
        if manager.fileExists(atPath: unit.path),
           manager.contents(atPath: learnerCopy.path) != Data(text.utf8) || manager.contents(atPath: unit.appendingPathComponent("main.swift").path) != Data(main.utf8) {
            try? manager.removeItem(at: unit)
        }
        if manager.isExecutableFile(atPath: executable.path) || manager.fileExists(atPath: executable.path) {
            if record.verify(executable) {
                BuildCache.touch(unit)
                return .built(executable)
            }
            // Not the program this grader built: rebuilt from the source, never run.
            try? manager.removeItem(at: unit)
        }
        if let saved = try? Data(contentsOf: brokenRules), let rules = try? JSONDecoder().decode([BrokenRule].self, from: saved) {
            BuildCache.touch(unit)
            return refusedByRules(rules)
        }
        if let saved = CompilerRefusal.kept(in: unit) {
            BuildCache.touch(unit)
            return .refused(Diagnostic.parse(saved, unit: unit, exercise: exercise, shownAs: shownAs))
        }
        BuildCache.pruneExercise(unit.deletingLastPathComponent())
        do {
            try manager.createDirectory(at: unit, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: unit.appendingPathComponent("\(exercise.name).swift"))
            try Data(main.utf8).write(to: unit.appendingPathComponent("main.swift"))
        } catch {
            return .unusable(GradingMessages.cannotWriteBuildFolder(unit.path, error.localizedDescription))
        }
        // The compiler's parse (for its rules) and the import baseline run beside the compile,
        // on the other core; what they find is read once the compile is over.
        let allowed = CompiledRules.allowed(for: exercise)
        let parse = enforcesRules ? Alongside { [compiler] in
            phases.measure(.rulesParse) {
                CompiledRules.parseViolations(of: learnerCopy, source: text, compiler: compiler, allowed: allowed,
                                               ownObservables: exercise.rules.ownObservables)
            }
        } : nil
        let baseline = Alongside { [compiler, products] in
            phases.measure(.baseline) {
                CompiledRules.baseline(importing: allowed, compiler: compiler, products: products,
                                       folder: unit.deletingLastPathComponent().deletingLastPathComponent())
            }
        }
        let moduleTrace = unit.appendingPathComponent("modules.json")
        try? manager.removeItem(at: moduleTrace)
        phases?.add(.cacheLookup, Double(DispatchTime.now().uptimeNanoseconds - lookup) / 1e9)
        let outcome = phases.measure(.compile) { compiler.buildUnit([learnerCopy, unit.appendingPathComponent("main.swift")], moduleName: Self.moduleName,
                                         modules: modules, extra: CompiledRules.arguments(trace: moduleTrace, version: version),
                                         products: products, executable: executable, timeout: timeout) }
        if let broken = phases.measure(.parseWait, { parse?.value }), !broken.isEmpty {
            // Refused by its parse, whatever the compiler made of it: never run; the refusal
            // kept, as a compiler's is (a file built to be slow to check costs one check).
            if case .built(let built, _) = outcome { try? manager.removeItem(at: built) }
            try? JSONEncoder().encode(broken).write(to: brokenRules, options: .atomic)
            return refusedByRules(broken)
        }
        switch outcome {
        case .built(let built, let said):
            // Without a baseline (a compiler that writes no detailed trace) nothing is reached
            // but what may be imported, and no import is refused: the text rules stand alone.
            let reached = phases.measure(.parseWait) { baseline.value }
            let broken = phases.measure(.compiledRules) {
                let rules = CompiledRules(exercise: exercise, reached: reached ?? Set(CompiledRules.directImports(moduleTrace)))
                return enforcesRules ? rules.violations(trace: moduleTrace, compilerOutput: said, learnerCopy: learnerCopy, source: text) : []
            }
            guard broken.isEmpty else {
                // Never run; the refusal kept for the same text.
                try? manager.removeItem(at: built)
                try? JSONEncoder().encode(broken).write(to: brokenRules, options: .atomic)
                return refusedByRules(broken)
            }
            phases.measure(.record) { _ = record.record(built) }
            return .built(built)
        case .refused(let refusal, let theFiles):
            // Kept for next time only when it is the learner's file's: a failure of the
            // toolchain or the link is not, and may pass later.
            if theFiles { refusal.keep(in: unit) }
            return .refused(Diagnostic.parse(refusal, unit: unit, exercise: exercise, shownAs: shownAs))
        }
    }

    /// An exercise is a few KiB; a file far past that is built to keep the compiler busy.
    static let maximumFileSize = 256 << 10

    enum Loaded {
        case text(String)
        case missing, notRegular, tooBig, notUTF8
    }

    /// Opened without following a link, neither the file nor a folder on its way from the
    /// checkout (`shownAs` is the path within it), and read only when it is a regular file: a
    /// link to a solution or to `/proc/self/environ` never reaches the compiler.
    static func load(_ source: URL, shownAs: String) -> Loaded {
        let path = source.path
        let within = path.hasSuffix("/" + shownAs) ? shownAs.split(separator: "/").map(String.init) : [source.lastPathComponent]
        let root = String(path.dropLast(within.joined(separator: "/").count))
        var folder = open(root.isEmpty ? "/" : root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder < 0 { return .missing }
        for component in within.dropLast() {
            let next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let failure = errno
            close(folder)
            if next < 0 { return failure == ENOENT ? .missing : .notRegular }
            folder = next
        }
        let fd = openat(folder, within.last ?? "", O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        let failure = errno
        close(folder)
        if fd < 0 { return failure == ENOENT ? .missing : .notRegular }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .notRegular }
        guard Int(info.st_size) <= maximumFileSize, let data = try? handle.read(upToCount: maximumFileSize + 1) ?? Data() else { return .tooBig }
        guard data.count <= maximumFileSize else { return .tooBig }
        return String(data: data, encoding: .utf8).map(Loaded.text) ?? .notUTF8
    }

    static func unreadableReason(_ loaded: Loaded, shownAs: String, exercise: Exercise) -> Localized {
        switch loaded {
        case .missing:
            return GradingMessages.missing(shownAs, exercise: exercise.id)
        case .notRegular:
            return wording("grading.not-a-regular-file", shownAs)
        case .tooBig:
            return GradingMessages.tooLarge(shownAs)
        case .notUTF8, .text:
            return GradingMessages.notUTF8(shownAs, exercise: exercise.id)
        }
    }

    /// SHA-256 over the parts and their lengths, in hex: the build cache's key, so a file
    /// cannot be made to share the cached program of another text (FNV-1a's 64 bits could
    /// be collided in minutes).
    static func hash(_ parts: [String]) -> String {
        var bytes: [UInt8] = []
        for part in parts { bytes += Array("\(part.utf8.count):".utf8) + Array(part.utf8) }
        return SHA256.hex(SHA256.digest(bytes))
    }
}
