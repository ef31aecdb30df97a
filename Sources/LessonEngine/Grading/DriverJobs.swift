import Foundation

/// The jobs `swiftc` runs to compile and link an exercise unit, run without the driver: the
/// frontend, the autolink extraction and `ld.lld` itself (not through `clang`). Each start of
/// the driver and of `clang` costs about a sixth of a build (gradebench `split`). The jobs are
/// learned from the driver's `-###` listing (and the link's `clang -###`) once for each set of
/// arguments, kept beside the build, and filled in with each unit's files. Linux only: nil
/// wherever the listing is not the three jobs expected, and then the driver runs as before.
struct DriverJobs: Codable, Equatable {
    /// Each job's tool and arguments, the unit's files as ``unitFolder`` and ``scratchFolder``.
    var jobs: [[String]]

    /// Stands for the unit's folder in a learned job (its sources, its output, its trace).
    static let unitFolder = "/rxlesson-unit-placeholder"
    /// Stands for the driver's temporary folder (the unit's object and autolink list).
    static let scratchFolder = "/rxlesson-scratch-placeholder"

    /// The jobs that build `sources` (named as in the unit folder) with `arguments`, which
    /// ``SwiftCompiler/unitArguments`` made for ``unitFolder``: read from the build's folder,
    /// or learned from the driver and kept there.
    static func learned(compiler: SwiftCompiler, arguments: [String], products: BuildProducts) -> DriverJobs? {
        #if os(Linux)
        let file = kept(compiler: compiler, arguments: arguments, products: products)
        return memo.value(for: file.path) {
            // No jobs kept: the driver's listing was not what these jobs need, and is not asked again.
            if let data = FileManager.default.contents(atPath: file.path), let kept = try? JSONDecoder().decode(DriverJobs.self, from: data) {
                return kept.jobs.isEmpty ? nil : kept
            }
            let jobs = learn(compiler: compiler, arguments: arguments)
            if let data = try? JSONEncoder().encode(jobs ?? DriverJobs(jobs: [])) {
                try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                // One file per exercise and build of the kit: those of earlier builds go.
                BuildCache.prune(file.deletingLastPathComponent(), keeping: 300)
                try? data.write(to: file, options: .atomic)
            }
            return jobs
        }
        #else
        return nil
        #endif
    }

    /// Where the jobs for `arguments` are kept: by the driver (its size and time) and the arguments.
    static func kept(compiler: SwiftCompiler, arguments: [String], products: BuildProducts) -> URL {
        let driver = FileStamp(path: URL(fileURLWithPath: compiler.path).resolvingSymlinksInPath().path).map { "\($0.size)@\($0.modified.seconds)" } ?? "none"
        let key = ExerciseCompiler.hash([compiler.path, driver] + arguments)
        return products.directory.appendingPathComponent("rxlesson-jobs/\(key).json")
    }

    private static let memo = ProcessMemo<DriverJobs?>()

    /// Asks the driver for its jobs in a folder of its own, then `clang` for the link's.
    static func learn(compiler: SwiftCompiler, arguments: [String]) -> DriverJobs? {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("rxlesson-jobs-\(UUID().uuidString)")
        guard (try? manager.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return nil }
        defer { try? manager.removeItem(at: folder) }
        let real = arguments.map { $0.replacingOccurrences(of: unitFolder, with: folder.path) }
        guard let listed = listing(compiler.path, ["-###"] + real, folder: folder), listed.count == 3,
              let object = listed[0].firstIndex(of: "-o").map({ $0 + 1 }), object < listed[0].count else { return nil }
        let scratch = URL(fileURLWithPath: listed[0][object]).deletingLastPathComponent().path
        let tools = listed.map { URL(fileURLWithPath: $0[0]).lastPathComponent }
        // clang reads the autolink list (`@file`) while it lists the link: one that names a
        // library no toolchain has stands in for it, and the list is put back in its place.
        let marker = "-lrxlesson-autolink-\(UUID().uuidString)", stand = folder.appendingPathComponent("marker.autolink")
        guard tools == ["swift-frontend", "swift-autolink-extract", "clang"], listed[0].contains("-c"), scratch.count > 1,
              let list = listed[2].firstIndex(where: { $0.hasPrefix("@") && $0.hasSuffix(".autolink") }),
              (try? Data((marker + "\n").utf8).write(to: stand)) != nil else { return nil }
        // It also wants the unit's object to be there: an empty one, in a folder of its own.
        let objects = folder.appendingPathComponent("scratch")
        try? manager.createDirectory(at: objects, withIntermediateDirectories: true)
        guard manager.createFile(atPath: objects.appendingPathComponent(URL(fileURLWithPath: listed[0][object]).lastPathComponent).path, contents: nil) else { return nil }
        var clang = listed[2].map { $0.replacingOccurrences(of: scratch, with: objects.path) }
        clang[list] = "@" + stand.path
        guard let linked = listing(clang[0], ["-###"] + clang.dropFirst(), folder: folder), linked.count == 1,
              URL(fileURLWithPath: linked[0][0]).lastPathComponent == "ld.lld",
              let placed = linked[0].firstIndex(of: marker) else { return nil }
        var lld = linked[0]
        lld[placed] = listed[2][list]
        let jobs = [listed[0], listed[1], lld].map { job in
            job.map {
                $0.replacingOccurrences(of: scratch, with: scratchFolder).replacingOccurrences(of: objects.path, with: scratchFolder)
                    .replacingOccurrences(of: folder.path, with: unitFolder)
            }
        }
        // Nothing else of the driver's own: every other path is the build's or the toolchain's.
        guard !jobs.joined().contains(where: { $0.contains("TemporaryDirectory") }) else { return nil }
        return DriverJobs(jobs: jobs)
    }

    /// The command lines a driver's `-###` prints: on stdout (`swiftc`) or stderr (`clang`),
    /// each an absolute tool then its words, plain or in double quotes; nil when anything
    /// else is there (quoting this does not read) or the driver failed.
    static func listing(_ tool: String, _ arguments: [String], folder: URL) -> [[String]]? {
        let run = ChildProcess(executable: URL(fileURLWithPath: tool), arguments: arguments,
                               environment: ProcessInfo.processInfo.environment, timeout: 10, outputCap: 1 << 20, directory: folder).run()
        guard run.ending == .exited(0) else { return nil }
        var lines: [[String]] = []
        for line in (run.stdout + run.stderr).split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("/") || text.hasPrefix("\"/") else { continue }
            guard let words = words(of: text) else { return nil }
            lines.append(words)
        }
        return lines.isEmpty ? nil : lines
    }

    /// `text` split at spaces; a word in double quotes may hold `\"` and `\\`. Nil for a
    /// single quote or a backslash outside quotes.
    static func words(of text: String) -> [String]? {
        var words: [String] = [], word = "", quoted = false, escaped = false, started = false
        for character in text {
            if escaped {
                word.append(character)
                escaped = false
            } else if quoted {
                if character == "\\" { escaped = true } else if character == "\"" { quoted = false } else { word.append(character) }
            } else if character == " " {
                if started { words.append(word) }
                (word, started) = ("", false)
            } else if character == "\"" {
                (quoted, started) = (true, true)
            } else if character == "'" || character == "\\" {
                return nil
            } else {
                word.append(character)
                started = true
            }
        }
        guard !quoted, !escaped else { return nil }
        if started { words.append(word) }
        return words
    }

    /// Stands for the program a unit's jobs write.
    static let program = unitFolder + "/program"

    /// The jobs for the unit in `folder`, writing `output`, their scratch files in `scratch`.
    func filled(folder: URL, output: URL, scratch: URL) -> [[String]] {
        jobs.map { job in
            job.map {
                $0 == Self.program ? output.path
                    : $0.replacingOccurrences(of: Self.scratchFolder, with: scratch.path).replacingOccurrences(of: Self.unitFolder, with: folder.path)
            }
        }
    }

    /// Runs the jobs one after another for the unit in `folder`, writing `output`, in `timeout` in all; what
    /// they said, as the driver would pass it on. The scratch files are removed. Nil when a job
    /// could not start or one after the compile failed: jobs learned before the toolchain or the
    /// system's C libraries changed; the driver decides then.
    func run(folder: URL, output: URL, timeout: TimeInterval) -> ChildProcess.Outcome? {
        let scratch = folder.appendingPathComponent("jobs-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let started = DispatchTime.now().uptimeNanoseconds
        var whole = ChildProcess.Outcome(ending: .exited(0), stdout: "", stderr: "", cpuSeconds: 0)
        for (index, job) in filled(folder: folder, output: output, scratch: scratch).enumerated() {
            let spent = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            let run = ChildProcess(executable: URL(fileURLWithPath: job[0]), arguments: Array(job.dropFirst()),
                                   environment: ProcessInfo.processInfo.environment, timeout: max(timeout - spent, 1),
                                   outputCap: 4 << 20, directory: folder).run()
            switch run.ending {
            case .couldNotStart: return nil
            case .exited(let status) where status != 0 && index > 0: return nil
            default: break
            }
            whole.ending = run.ending
            whole.stdout += run.stdout
            whole.stderr += run.stderr
            whole.cpuSeconds = (whole.cpuSeconds ?? 0) + (run.cpuSeconds ?? 0)
            if run.ending != .exited(0) { break }
        }
        return whole
    }
}
