import CommandLineKit
import Foundation

/// How the learner runs this program, so messages name commands as they type them:
/// `swift run rxlesson hint` when it runs from a `.build` folder (`swift run` starts it by
/// its path there, `.build/x86_64-unknown-linux-gnu/debug/rxlesson`), `rxlesson hint` when
/// it is a command on PATH, and otherwise the path as it was typed.
enum Invocation {
    /// The command's words before the subcommand: `swift run rxlesson`, `rxlesson`, ...
    /// `current`: the folder it runs in; `swift run` works only inside the package the build
    /// folder belongs to, so elsewhere the path as typed is named.
    static func command(argument0: String, path: String?, current: String = FileManager.default.currentDirectoryPath) -> String {
        guard argument0.contains("/") else { return argument0.isEmpty ? "rxlesson" : argument0 }
        let parts = argument0.split(separator: "/").map(String.init)
        let name = parts.last ?? "rxlesson"
        let absolute = argument0.hasPrefix("/") ? argument0 : current + "/" + argument0
        let absoluteParts = URL(fileURLWithPath: absolute).standardizedFileURL.pathComponents
        let here = URL(fileURLWithPath: current).standardizedFileURL.pathComponents
        if let build = parts.lastIndex(of: ".build"), let buildIndex = absoluteParts.lastIndex(of: ".build"),
           here.count >= buildIndex, Array(here.prefix(buildIndex)) == Array(absoluteParts.prefix(buildIndex)) {
            // A release build: `swift run -c release` gives the same one.
            let release = parts[(build + 1)...].contains { $0 == "release" || $0.hasSuffix("-release") }
            // The product is rxlesson (a test bundle running the commands in-process is not).
            return release ? "swift run -c release rxlesson" : "swift run rxlesson"
        }
        // An absolute path to a folder on PATH is the installed command.
        let directory = parts.dropLast().joined(separator: "/")
        let onPath = (path ?? "").split(separator: ":").contains { String($0).trimmingSlash == directory.trimmingSlash }
        return argument0.hasPrefix("/") && onPath ? name : argument0
    }

    /// This process's.
    static let current = command(argument0: CommandLine.arguments.first ?? "rxlesson",
                                 path: ProcessInfo.processInfo.environment["PATH"])
}

private extension String {
    var trimmingSlash: String {
        var text = self
        while text.hasSuffix("/") { text.removeLast() }
        while text.hasPrefix("/") { text.removeFirst() }
        return text
    }
}

extension CommandContext {
    /// `swift run rxlesson`, as this learner types it, with the global words to keep
    /// (`--lang zh`): every command printed for the learner starts with it.
    var invocation: String { [Invocation.current, globalWords].filter { !$0.isEmpty }.joined(separator: " ") }

    /// `swift run rxlesson hint ID`, as this learner types it.
    func command(_ words: String) -> String { invocation + " " + words }
}

extension Invocation {
    /// `path` (relative to the package root) as a shell in `current` names it: unchanged in
    /// the root, `rxlesson/Lessons/...` from its parent, `../Lessons/...` from a folder
    /// inside it, the absolute path from anywhere else.
    static func shown(_ path: String, root: URL, current: URL) -> String {
        let rootParts = root.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let here = current.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        if here == rootParts { return path }
        if here.count < rootParts.count, Array(rootParts.prefix(here.count)) == here {
            return (rootParts.dropFirst(here.count) + [path]).joined(separator: "/")
        }
        if here.count > rootParts.count, Array(here.prefix(rootParts.count)) == rootParts, here.count - rootParts.count <= 3 {
            return String(repeating: "../", count: here.count - rootParts.count) + path
        }
        return root.standardizedFileURL.appendingPathComponent(path).path
    }
}

extension CommandContext {
    /// A path relative to the package root, as the learner's shell names it from here.
    func shown(_ path: String) -> String {
        Invocation.shown(path, root: root, current: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }
}
