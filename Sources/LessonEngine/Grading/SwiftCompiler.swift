import TextKit
import LessonKit
import Foundation

/// The `swiftc` that compiles exercises: `RXLESSON_SWIFTC` when set, else the one on `PATH`
/// (the toolchain `swift run` and `swift test` put there). It must be the toolchain that
/// built the modules, or it cannot read them.
public struct SwiftCompiler: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> SwiftCompiler? {
        if let chosen = environment["RXLESSON_SWIFTC"], !chosen.isEmpty { return SwiftCompiler(path: chosen) }
        for folder in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return SwiftCompiler(path: candidate) }
        }
        return nil
    }
}

extension SwiftCompiler {
    /// What one compile-and-link produced: the program, or what the compiler said.
    enum UnitBuild {
        case built(URL)
        case refused(String)
    }

    /// Compiles `sources` as one module against `modules` of `products` and links their
    /// objects into `executable`. The program is written under a name of its own and renamed,
    /// so two graders never see half a binary. (`rxlesson`'s exercises and playground alike.)
    /// When the compiler cannot say why, our own sentence (in `language`) stands in for its message.
    func buildUnit(_ sources: [URL], moduleName: String, parseAsLibrary: Bool = false, modules: [String],
                   products: BuildProducts, executable: URL, shownAs: String, timeout: TimeInterval, language: Language) -> UnitBuild {
        let folder = executable.deletingLastPathComponent()
        let partial = folder.appendingPathComponent("\(executable.lastPathComponent).\(UUID().uuidString)")
        var arguments: [String] = ["-module-name", moduleName]
        if parseAsLibrary { arguments.append("-parse-as-library") }
        arguments += ["-swift-version", "5", "-Onone", "-g", "-diagnostic-style", "llvm"]
        arguments += ["-I", products.moduleFolder.path, "-I", products.directory.path]
        arguments += sources.map(\.path)
        arguments += products.objects(of: modules).map(\.path)
        arguments += ["-o", partial.path]
        let run = ChildProcess(executable: URL(fileURLWithPath: path), arguments: arguments,
                               environment: ProcessInfo.processInfo.environment, timeout: timeout,
                               outputCap: 4 << 20, directory: folder).run()
        guard case .exited(0) = run.ending, FileManager.default.fileExists(atPath: partial.path) else {
            try? FileManager.default.removeItem(at: partial)
            switch run.ending {
            case .timedOut: return .refused("\(shownAs):1:1: error: " + GradingMessages.compilerTimedOut(after: timeout)[language])
            case .couldNotStart(let why): return .refused("\(shownAs):1:1: error: " + GradingMessages.cannotRunCompiler(path, why)[language])
            default: return .refused(run.stderr + run.stdout)
            }
        }
        if rename(partial.path, executable.path) != 0 && !FileManager.default.isExecutableFile(atPath: executable.path) {
            return .refused("\(shownAs):1:1: error: " + GradingMessages.cannotKeepProgram(executable.path)[language])
        }
        return .built(executable)
    }
}
