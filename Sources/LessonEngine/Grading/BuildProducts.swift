import TextKit
import LessonKit
import Foundation

/// The build this process came from (`.build/debug`, `.build/release`, ...): its compiled
/// modules and object files, which every exercise is compiled and linked against.
public struct BuildProducts: Sendable {
    /// The modules an exercise may import besides its own lesson.
    static let kitModules = ["RxCore", "RxTestCore", "Marbles", "TextKit", "RxCocoaKit", "LessonKit"]

    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// The build folder this process came from: beside its executable (`rxlesson`, or a test
    /// runner on Linux) or beside a loaded bundle (on macOS tests run in Xcode's `xctest`,
    /// which loads `…/debug/<package>PackageTests.xctest`).
    public static func locate() -> BuildProducts? {
        let candidates = [ProcessLocation.executable()] + Bundle.allBundles.map { $0.bundleURL.appendingPathComponent("Contents") }
        return candidates.lazy.compactMap { locate(from: $0) }.first
    }

    /// From `file` upwards, the first folder with a compiled `LessonKit` module.
    public static func locate(from file: URL) -> BuildProducts? {
        var folder = file.deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = BuildProducts(directory: folder)
            if FileManager.default.fileExists(atPath: candidate.moduleFolder.appendingPathComponent("LessonKit.swiftmodule").path) {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    public var moduleFolder: URL { directory.appendingPathComponent("Modules") }

    /// The object files of `modules`, in a stable order: those the build's output file map
    /// names (a folder can keep objects of sources since deleted), else every `.o` there.
    func objects(of modules: [String]) -> [URL] {
        modules.flatMap { module -> [URL] in
            let folder = directory.appendingPathComponent("\(module).build")
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent("output-file-map.json").path),
               let map = (try? JSONSerialization.jsonObject(with: data)) as? [String: [String: String]] {
                // A whole-module build names a module object it never writes beside the
                // per-file ones: keep what is there.
                let objects = map.values.compactMap { $0["object"] }.sorted().filter { FileManager.default.fileExists(atPath: $0) }
                if !objects.isEmpty { return objects.map { URL(fileURLWithPath: $0) } }
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".o") }.sorted().map { folder.appendingPathComponent($0) }
        }
    }

    /// Changes whenever one of `modules` is rebuilt: the newest modification time of its
    /// interface and objects.
    func stamp(of modules: [String]) -> String {
        let files = objects(of: modules) + modules.map { moduleFolder.appendingPathComponent("\($0).swiftmodule") }
        let newest = files.compactMap { url in
            (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        }.max()
        return "\(files.count)@\(newest?.timeIntervalSince1970 ?? 0)"
    }
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
