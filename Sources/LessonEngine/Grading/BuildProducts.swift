import TextKit
import LessonKit
import Foundation

/// The build this process came from: its compiled modules and object files, which every
/// exercise is compiled and linked against. Two layouts are known:
/// - SwiftPM's native build (`swift build`, `swift run`): `.build/<triple>/<config>`, with
///   `Modules/<Module>.swiftmodule`, `<Module>.build/*.o` and `description.json`, which names
///   the compiler and the target the build used.
/// - Swift Build (`swift build --build-system swiftbuild`, and Xcode): `…/Products/<Config>`,
///   with `<Module>.swiftmodule/<triple>.swiftmodule` and one `<Module>.o` per target.
public struct BuildProducts: Sendable {
    /// The modules an exercise is compiled and linked with besides its own lesson (RxBlocking
    /// because the testing lesson's demos use it; CourseKit because every lesson's harness is made
    /// of it; SourceRules decides what a learner may import; LessonHost, which the generated
    /// `main.swift` imports; CExerciseInput, LessonHost's C part, takes the grader's request before `main`).
    public static let kitModules = ["RxCore", "RxTestCore", "RxBlocking", "Marbles", "TextKit", "ToolText", "RxCocoaKit", "LessonKit", "CourseKit", "LessonHost", "CExerciseInput", "CDigest"]

    public enum Layout: Sendable {
        case native
        case swiftBuild
    }

    public let directory: URL
    public let layout: Layout

    public init(directory: URL, layout: Layout = .native) {
        self.directory = directory
        self.layout = layout
    }

    /// The build folder this process came from: beside its executable (`rxlesson`, or a test
    /// runner on Linux) or beside a loaded bundle (on macOS tests run in Xcode's `xctest`,
    /// which loads `…/debug/<package>PackageTests.xctest`).
    ///
    /// A copy installed elsewhere (`swift package experimental-install`) falls back on the
    /// build of the package it was compiled from, in its own configuration.
    public static func locate() -> BuildProducts? {
        let candidates = [ProcessLocation.executable()] + Bundle.allBundles.map { $0.bundleURL.appendingPathComponent("Contents") }
        #if DEBUG
        let configuration = "debug"
        #else
        let configuration = "release"
        #endif
        let packageBuild = PackageSource.root.appendingPathComponent(".build/\(configuration)/rxlesson")
        return (candidates + [packageBuild]).lazy.compactMap { locate(from: $0) }.first
    }

    /// From `file` upwards, the first folder with a compiled `LessonKit` module, in either layout.
    public static func locate(from file: URL) -> BuildProducts? {
        var folder = file.deletingLastPathComponent()
        for _ in 0..<5 {
            for layout in [Layout.native, .swiftBuild] {
                let candidate = BuildProducts(directory: folder, layout: layout)
                if FileManager.default.fileExists(atPath: candidate.moduleFolder.appendingPathComponent("LessonKit.swiftmodule").path) {
                    return candidate
                }
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// Where `-I` finds the modules.
    public var moduleFolder: URL {
        switch layout {
        case .native: return directory.appendingPathComponent("Modules")
        case .swiftBuild: return directory
        }
    }

    /// The compiler and target the build used, as SwiftPM's native build records them
    /// (`description.json`: the `swiftc` it ran and its `-target`/`-sdk`); Swift Build records
    /// no compiler, but names the target in each module's folder.
    var recordedCompiler: (path: String?, targetArguments: [String]) {
        switch layout {
        case .native:
            let description = directory.appendingPathComponent("description.json")
            guard let data = FileManager.default.contents(atPath: description.path),
                  let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
                  let commands = json["swiftCommands"] as? [String: [String: Any]],
                  let command = commands.values.first(where: { ($0["moduleName"] as? String) == "LessonKit" }) ?? commands.values.first
            else { return (nil, []) }
            let arguments = command["otherArguments"] as? [String] ?? []
            var kept: [String] = []
            for (index, argument) in arguments.enumerated() where ["-target", "-sdk"].contains(argument) && index + 1 < arguments.count {
                kept += [argument, arguments[index + 1]]
            }
            return (command["executable"] as? String, kept)
        case .swiftBuild:
            let folder = moduleFolder.appendingPathComponent("LessonKit.swiftmodule")
            let triple = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .first { $0.hasSuffix(".swiftmodule") }
                .map { String($0.dropLast(".swiftmodule".count)) }
            return (nil, triple.map { ["-target", $0] } ?? [])
        }
    }

    /// The object files of `modules`, in a stable order. Native: those the build's output file
    /// map names (a folder can keep objects of sources since deleted), else every `.o` there.
    /// Swift Build: the one object it links each target into.
    /// Read once a process for each version of a module's map (its JSON is read three times a
    /// build otherwise: the cache key, the import baseline's key, the link).
    func objects(of modules: [String]) -> [URL] {
        modules.flatMap { module -> [URL] in
            if layout == .swiftBuild { return [directory.appendingPathComponent("\(module).o")] }
            let folder = directory.appendingPathComponent("\(module).build")
            let map = folder.appendingPathComponent("output-file-map.json")
            let version = FileStamp(path: map.path).map { "\($0.size)@\($0.modified)" } ?? "none"
            return Self.objectLists.value(for: "\(map.path) \(version)") { objects(in: folder) }
        }
    }

    private static let objectLists = ProcessMemo<[URL]>()

    /// The objects of the module built in `folder` (native layout).
    private func objects(in folder: URL) -> [URL] {
        if let data = FileManager.default.contents(atPath: folder.appendingPathComponent("output-file-map.json").path),
           let map = (try? JSONSerialization.jsonObject(with: data)) as? [String: [String: String]] {
            // A whole-module build names a module object it never writes beside the
            // per-file ones: keep what is there. The map leaves out sources a build plugin
            // wrote (a module's words); the `sources` list has them, compiled beside it.
            let listed = (try? String(contentsOf: folder.appendingPathComponent("sources"), encoding: .utf8))?
                .split(separator: "\n").map(String.init) ?? []
            let generated = listed.filter { map[$0] == nil }.map { folder.appendingPathComponent(URL(fileURLWithPath: $0).lastPathComponent + ".o").path }
            let objects = (map.values.compactMap { $0["object"] } + generated).sorted().filter { FileManager.default.fileExists(atPath: $0) }
            if !objects.isEmpty { return objects.map { URL(fileURLWithPath: $0) } }
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".o") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Changes whenever one of `modules` is rebuilt: the newest modification time of its
    /// interface and objects (by `stat`: a file's attributes through Foundation cost a
    /// millisecond each, and a build has two hundred objects).
    func stamp(of modules: [String]) -> String {
        let files = objects(of: modules) + modules.map { moduleFolder.appendingPathComponent("\($0).swiftmodule") }
        let newest = files.compactMap { FileStamp(path: $0.path)?.modified }.max()
        return "\(files.count)@\(newest?.description ?? "0.0")"
    }
}

/// The package this code was compiled from, wherever the executable now is.
public enum PackageSource {
    /// This file is `<package>/Sources/LessonEngine/Grading/BuildProducts.swift`.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// Where this process's executable is, on Linux and macOS alike.
public enum ProcessLocation {
    public static func executable() -> URL {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        #endif
        if let url = Bundle.main.executableURL { return url.resolvingSymlinksInPath() }
        return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    }
}
