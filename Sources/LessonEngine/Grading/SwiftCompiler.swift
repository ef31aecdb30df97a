import LessonKit
import Foundation

/// The `swiftc` that compiles exercises, and the target it compiles for. It must be the
/// compiler of the toolchain that built the modules, for the same target and SDK, or it
/// cannot read them. In order:
/// 1. `RXLESSON_SWIFTC`, when set;
/// 2. the compiler the build recorded (SwiftPM's native build: `description.json`);
/// 3. the toolchain whose Swift runtime this process runs on (Linux: the `swiftc` of the
///    toolchain whose `libswiftCore.so` it loaded; on Apple systems the runtime is the OS's);
/// 4. the first `swiftc` on `PATH` (on macOS `/usr/bin/swiftc`, the selected Xcode's, which
///    is what `swift build` used).
public struct SwiftCompiler: Sendable {
    public let path: String
    /// `-target` and `-sdk` as the build used them (empty: the compiler's defaults).
    public let targetArguments: [String]

    public init(path: String, targetArguments: [String] = []) {
        self.path = path
        self.targetArguments = targetArguments
    }

    public static func find(for products: BuildProducts, environment: [String: String] = ProcessInfo.processInfo.environment) -> SwiftCompiler? {
        let recorded = products.recordedCompiler
        let candidates: [String?] = [
            environment["RXLESSON_SWIFTC"].flatMap { $0.isEmpty ? nil : $0 },
            recorded.path,
            runtimeToolchainCompiler(),
        ] + (environment["PATH"] ?? "/usr/bin").split(separator: ":").map { "\($0)/swiftc" }
        guard let path = candidates.lazy.compactMap({ $0 }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return nil
        }
        return SwiftCompiler(path: path, targetArguments: recorded.targetArguments)
    }

    /// `…/usr/bin/swiftc` of the toolchain whose `libswiftCore.so` (in `…/usr/lib/swift/linux/`)
    /// this process loaded, read from `/proc/self/maps`; nil where the runtime is not a
    /// toolchain's (Apple systems: the OS's).
    static func runtimeToolchainCompiler() -> String? {
        #if os(Linux)
        // Read to the end: a /proc file reports a size of 0.
        guard let data = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile(),
              let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
              let start = line.firstIndex(of: "/")
        else { return nil }
        let library = URL(fileURLWithPath: String(line[start...])).resolvingSymlinksInPath()
        var usr = library
        for _ in 0..<4 { usr = usr.deletingLastPathComponent() }
        return usr.appendingPathComponent("bin/swiftc").path
        #else
        return nil
        #endif
    }
}

extension SwiftCompiler {
    /// What one compile-and-link produced: the program, or why not.
    enum UnitBuild {
        /// The program, and what the compiler said (warnings).
        case built(URL, said: String)
        /// `theFiles`: the refusal is the learner's file's (the first source), to keep for the
        /// same text; a failure of the toolchain, the link or a busy machine may pass later.
        case refused(CompilerRefusal, theFiles: Bool)
    }

    /// The arguments that compile `sources` as one module against `modules` of `products` and
    /// link their objects into `output`: what ``buildUnit`` runs, and what gradebench times
    /// job by job.
    public func unitArguments(_ sources: [URL], moduleName: String, parseAsLibrary: Bool = false, modules: [String],
                              products: BuildProducts, output: URL, extra: [String] = []) -> [String] {
        var arguments: [String] = ["-module-name", moduleName]
        if parseAsLibrary { arguments.append("-parse-as-library") }
        // One frontend job for the whole unit (-wmo), and line tables only: a crash's or a
        // hang's backtrace still names the learner's line, and no module is emitted and
        // wrapped for a debugger (what plain -g adds: two more jobs, each loading every module).
        arguments += ["-swift-version", "5", "-Onone", "-wmo", "-gline-tables-only", "-diagnostic-style", "llvm"]
        arguments += targetArguments
        arguments += linkerArguments
        arguments += ["-I", products.moduleFolder.path, "-I", products.directory.path]
        arguments += sources.map(\.path)
        arguments += PrelinkedKit.objects(of: modules, products: products, compiler: self).map(\.path)
        arguments += extra
        arguments += ["-o", output.path]
        return arguments
    }

    /// The frontend beside the driver, for a job of its own (the rules' parse): `swiftc -frontend`
    /// starts the driver only to start it. The driver where there is none beside it (macOS's
    /// `/usr/bin/swiftc`, which finds the selected Xcode's).
    var frontend: String {
        let beside = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("swift-frontend").path
        return FileManager.default.isExecutableFile(atPath: beside) ? beside : path
    }

    /// The toolchain's own lld where it has one on Linux: it links an exercise in about half
    /// the time gold takes (gradebench). Elsewhere the compiler's default linker.
    var linkerArguments: [String] {
        #if os(Linux)
        let lld = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("ld.lld").path
        return FileManager.default.isExecutableFile(atPath: lld) ? ["-use-ld=lld"] : []
        #else
        return []
        #endif
    }

    /// Compiles `sources` as one module against `modules` of `products` and links their
    /// objects into `executable`. The program is written under a name of its own and renamed,
    /// so two graders never see half a binary. (`rxlesson`'s exercises and playground alike.)
    /// When the compiler cannot say why, the grader's own error stands in for its message.
    func buildUnit(_ sources: [URL], moduleName: String, parseAsLibrary: Bool = false, modules: [String], extra: [String] = [],
                   products: BuildProducts, executable: URL, timeout: TimeInterval) -> UnitBuild {
        let folder = executable.deletingLastPathComponent()
        let partial = folder.appendingPathComponent("\(executable.lastPathComponent).\(UUID().uuidString)")
        let arguments = unitArguments(sources, moduleName: moduleName, parseAsLibrary: parseAsLibrary, modules: modules,
                                      products: products, output: partial, extra: extra)
        // The driver's jobs run directly where they were learned (Linux); else the driver.
        let template = arguments.map { $0 == partial.path ? DriverJobs.program : $0.replacingOccurrences(of: folder.path, with: DriverJobs.unitFolder) }
        let jobs = DriverJobs.learned(compiler: self, arguments: template, products: products)
        let direct = jobs?.run(folder: folder, output: partial, timeout: timeout)
        // Jobs that no longer work are learned again by the next process.
        if jobs != nil && direct == nil { try? FileManager.default.removeItem(at: DriverJobs.kept(compiler: self, arguments: template, products: products)) }
        let run = direct
            ?? ChildProcess(executable: URL(fileURLWithPath: path), arguments: arguments,
                            environment: ProcessInfo.processInfo.environment, timeout: timeout,
                            outputCap: 4 << 20, directory: folder).run()
        guard case .exited(0) = run.ending, FileManager.default.fileExists(atPath: partial.path) else {
            try? FileManager.default.removeItem(at: partial)
            switch run.ending {
            case .timedOut:
                // The file's fault (so kept, and not compiled again for another timeout) only
                // when the compiler worked on it a third of that time or more, a busy machine's
                // share: an honest exercise takes a second or two.
                let worked = (run.cpuSeconds ?? 0) >= timeout / 3
                return .refused(.standIn(.timedOut(seconds: Int(timeout.rounded()))), theFiles: worked)
            case .couldNotStart(let why): return .refused(.standIn(.cannotRun(compiler: path, why: why)), theFiles: false)
            default:
                // The file's only when the compiler spoke about it.
                let said = run.stderr + run.stdout
                return .refused(.compiler(said), theFiles: sources.first.map { said.contains($0.path) } ?? false)
            }
        }
        if rename(partial.path, executable.path) != 0 && !FileManager.default.isExecutableFile(atPath: executable.path) {
            return .refused(.standIn(.cannotKeepProgram(path: executable.path)), theFiles: false)
        }
        return .built(executable, said: run.stderr + run.stdout)
    }

    /// The language version of a compiler, `swiftc --version`'s `Swift version 6.2.1`.
    public struct Version: Comparable, Sendable {
        public var major: Int
        public var minor: Int

        public init(_ major: Int, _ minor: Int) {
            self.major = major
            self.minor = minor
        }

        public static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }

        /// From the text `swiftc --version` prints.
        init?(versionText: String) {
            guard let match = versionText.firstMatch(of: #/Swift version (\d+)\.(\d+)/#),
                  let major = Int(match.1), let minor = Int(match.2) else { return nil }
            self.init(major, minor)
        }
    }

    /// This compiler's language version, asked once per process; nil when it does not say.
    public var version: Version? {
        Self.versions.value(for: path) {
            let run = ChildProcess(executable: URL(fileURLWithPath: path), arguments: ["--version"],
                                   environment: ProcessInfo.processInfo.environment, timeout: 30, outputCap: 1 << 16).run()
            return Version(versionText: run.stdout + run.stderr)
        }
    }

    private static let versions = ProcessMemo<Version?>()
}
