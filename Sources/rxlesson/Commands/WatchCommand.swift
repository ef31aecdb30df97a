import Foundation

/// `rxlesson watch [--scratch-path P] [--interval S]`: polls the exercise files
/// (`Lessons/*/Exercises/*`) and, when one changes, rebuilds and re-grades its lesson.
/// No file-system-event dependency: a modification-time poll every half second is cheap.
public struct WatchCommand {
    public init() {}

    public func run(_ arguments: [String], console: Console) -> Int32 {
        var buildArguments: [String] = []
        var interval: TimeInterval = 0.5
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--scratch-path" where index + 1 < arguments.count:
                buildArguments += ["--scratch-path", arguments[index + 1]]
                index += 1
            case "--interval" where index + 1 < arguments.count:
                guard let value = TimeInterval(arguments[index + 1]), value > 0 else {
                    console.err("error: --interval takes seconds")
                    return 2
                }
                interval = value
                index += 1
            case "--no-color": break
            default:
                console.err("usage: rxlesson watch [--scratch-path PATH] [--interval S]")
                return 2
            }
            index += 1
        }
        let root = PackageRoot.find()
        var known = Self.snapshot(root)
        console.out("watching \(known.count) exercise files under \(root.path)/Lessons (Ctrl-C to stop)")
        fflush(stdout)
        while true {
            Thread.sleep(forTimeInterval: interval)
            let now = Self.snapshot(root)
            let changed = now.filter { known[$0.key] != $0.value }.keys.sorted()
            known = now
            guard !changed.isEmpty else { continue }
            let lessons = Array(Set(changed.compactMap(Self.lesson(of:)))).sorted()
            console.out("\n" + console.paint("changed: " + changed.joined(separator: ", "), .bold))
            fflush(stdout)
            // The build's own progress lines are noise here: show them only when it fails.
            let started = Date()
            let build = Self.run("/usr/bin/env", ["swift", "build", "--product", "rxlesson"] + buildArguments, root: root)
            guard build.status == 0 else {
                console.out(build.output.trimmingCharacters(in: .whitespacesAndNewlines))
                console.out(console.paint("build failed; fix the error above and save again", .red))
                continue
            }
            console.out(console.paint(String(format: "built in %.1f s", Date().timeIntervalSince(started)), .dim))
            fflush(stdout)
            let binPath = Self.run("/usr/bin/env", ["swift", "build", "--show-bin-path"] + buildArguments, root: root).output
            let binary = URL(fileURLWithPath: binPath.trimmingCharacters(in: .whitespacesAndNewlines)).appendingPathComponent("rxlesson")
            _ = Self.spawn(binary.path, ["check"] + lessons, root: root)
            // The build may touch nothing we watch, but take a fresh look anyway.
            known = Self.snapshot(root)
        }
    }

    /// Modification times of every file in `Lessons/*/Exercises/`.
    static func snapshot(_ root: URL) -> [String: Date] {
        let manager = FileManager.default
        let lessons = root.appendingPathComponent("Lessons")
        var times: [String: Date] = [:]
        for lesson in (try? manager.contentsOfDirectory(atPath: lessons.path)) ?? [] {
            let folder = lessons.appendingPathComponent(lesson).appendingPathComponent("Exercises")
            for file in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] where !file.hasPrefix(".") {
                let path = folder.appendingPathComponent(file).path
                if let date = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date {
                    times["Lessons/\(lesson)/Exercises/\(file)"] = date
                }
            }
        }
        return times
    }

    /// `Lessons/<id>/Exercises/...` → `<id>`.
    static func lesson(of path: String) -> String? {
        let parts = path.split(separator: "/")
        return parts.count >= 2 ? String(parts[1]) : nil
    }

    @discardableResult
    static func spawn(_ executable: String, _ arguments: [String], root: URL) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = root
        do { try process.run() } catch { return 127 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Runs a command to completion and returns its exit status and everything it printed.
    static func run(_ executable: String, _ arguments: [String], root: URL) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (127, "could not start \(executable): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
