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
