import Foundation
import LessonKit
import TextKit

/// The source rules the compiler enforces, read from what it did with the learner's file rather
/// than from its text (``SourceRules`` is the courtesy that answers first, with friendlier
/// words; this is the defence):
/// - **imports**: the modules the compile unit imported directly, from the compiler's
///   loaded-module trace (however the import was spelled: `import func Glibc.getpid`, across
///   lines, behind a comment the text filter misread);
/// - **members of modules not imported** (Swift 6.1+, `MemberImportVisibility`): a Foundation
///   method reached through a course module that imports Foundation is a compile error;
/// - **unsafe constructs** (Swift 6.2+, strict memory safety): pointers, `unsafeBitCast`,
///   `Unmanaged` and the like, as the compiler's own diagnostics name them.
/// An older compiler lacks the last two; the text rules still stand there (docs/grading.md).
struct CompiledRules {
    /// Modules every compile unit imports without being asked (the standard library's own),
    /// and those the course modules re-export.
    static let implicitModules: Set<String> = ["Swift", "_Concurrency", "_StringProcessing", "SwiftOnoneSupport", "TextKit", "Marbles"]

    let allowed: Set<String>

    init(exercise: Exercise) {
        allowed = SourceRules.courseModules.union(exercise.allowedImports)
            .union([ExerciseCompiler.lessonModule(exercise.lesson)]).union(Self.implicitModules)
    }

    /// What the compile adds for these checks, for a compiler of `version`.
    static func arguments(trace: URL, version: SwiftCompiler.Version?) -> [String] {
        var arguments = ["-emit-loaded-module-trace", "-emit-loaded-module-trace-path", trace.path]
        if let version, version >= .init(6, 1) { arguments += ["-enable-upcoming-feature", "MemberImportVisibility"] }
        if let version, version >= .init(6, 2) { arguments += ["-strict-memory-safety"] }
        return arguments
    }

    /// The broken rules of a unit that compiled, as compiler errors at the learner's file
    /// (`path:line:column: error: …`), one a line; empty when it keeps them. `source` is the
    /// learner's text, to point an import at its line.
    func violations(trace: URL, compilerOutput: String, learnerCopy: URL, source: String, language: Language) -> [String] {
        var found: [String] = []
        for module in Self.directImports(trace) where !allowed.contains(module) {
            let line = Self.line(importing: module, in: source) ?? 1
            let modules = allowed.subtracting(Self.implicitModules).sorted()
            found.append("\(learnerCopy.path):\(line):1: error: " + Localized(
                zh: "这道练习不能 import \(module)：可以用的模块是 \(modules.joined(separator: "、"))",
                en: "this exercise may not import \(module): the modules it may use are \(modules.joined(separator: ", "))")[language])
        }
        for line in compilerOutput.split(separator: "\n") where line.hasPrefix(learnerCopy.path + ":") && line.contains("[#StrictMemorySafety]") {
            let place = line.dropFirst(learnerCopy.path.count + 1).split(separator: ":").prefix(2).joined(separator: ":")
            found.append("\(learnerCopy.path):\(place): error: " + Localized(
                zh: "练习里不能用不安全的写法（指针、unsafeBitCast、Unmanaged 之类直接读写内存的东西）：用 Rx 的操作符和普通的 Swift 值",
                en: "unsafe constructs (pointers, unsafeBitCast, Unmanaged: raw memory) are not allowed in an exercise: use Rx operators and plain Swift values")[language])
        }
        return found
    }

    /// The modules the trace says the unit imported directly; empty when the compiler wrote
    /// no detailed list (an older one: the text rules answer there).
    static func directImports(_ trace: URL) -> [String] {
        guard let data = try? Data(contentsOf: trace),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let modules = object["swiftmodulesDetailedInfo"] as? [[String: Any]] else { return [] }
        return modules.compactMap { $0["isImportedDirectly"] as? Bool == true ? $0["name"] as? String : nil }.sorted()
    }

    /// The first line of `source` that names `module` after an `import`, for the message.
    static func line(importing module: String, in source: String) -> Int? {
        source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { line in
            line.contains("import") && line.contains(module)
        }.map { $0 + 1 }
    }
}
