import CourseKit
import Foundation
import LessonKit
import TextKit

/// The source rules the compiler enforces, read from what it did with the learner's file rather
/// than from its text (``SourceRules`` is the courtesy that answers first, with friendlier
/// words; this is the defence):
/// - **imports**: the modules the compile unit imported directly, from the compiler's
///   loaded-module trace (however the import was spelled: `import func Glibc.getpid`, across
///   lines, behind a comment the text filter misread);
/// - **unsafe constructs** (Swift 6.2+, strict memory safety): pointers, `unsafeBitCast`,
///   `Unmanaged` and the like, as the compiler's own diagnostics name them.
/// - **members of modules it does not import** (Swift 6.1+, member import visibility): without
///   it, Foundation's members reach every file through the course's modules (`String(contentsOfFile:)`
///   reads `/proc`'s random uuid, a coin). RxCore re-exports `DispatchTimeInterval` alone, so
///   `.milliseconds(300)` still reads as RxSwift's.
/// An older compiler lacks the last two; the text rules still stand there (docs/grading.md).
struct CompiledRules {
    /// The modules the exercise may name in an import.
    let allowed: Set<String>
    /// What a file importing exactly those reaches directly (their re-exports, the standard
    /// library's own): found by compiling such a file (``baseline``).
    let reached: Set<String>

    init(exercise: Exercise, reached: Set<String>) {
        allowed = Self.allowed(for: exercise)
        // The trace is the whole unit's: the generated `main.swift` imports the host. The
        // learner's own import of it is refused by the text and parse rules, which read only their file.
        self.reached = reached.union(allowed).union([ExerciseCompiler.hostModule])
    }

    static func allowed(for exercise: Exercise) -> Set<String> {
        SourceRules.courseModules.union(exercise.allowedImports).union([Lesson.module(of: exercise.lesson)])
    }

    /// What the compile adds for these checks, for a compiler of `version`.
    static func arguments(trace: URL, version: SwiftCompiler.Version?) -> [String] {
        var arguments = ["-emit-loaded-module-trace", "-emit-loaded-module-trace-path", trace.path]
        if let version, version >= .init(6, 1) { arguments += ["-enable-upcoming-feature", "MemberImportVisibility"] }
        if let version, version >= .init(6, 2) { arguments += ["-strict-memory-safety"] }
        return arguments
    }

    /// The rules a unit that compiled breaks, at the learner's file; empty when it keeps them.
    /// `source` is the learner's text, to point an import at its line.
    func violations(trace: URL, compilerOutput: String, learnerCopy: URL, source: String) -> [BrokenRule] {
        var found: [BrokenRule] = []
        for module in Self.directImports(trace) where !reached.contains(module) {
            found.append(.notImportable(module, allowed: allowed, line: Self.line(importing: module, in: source) ?? 1, column: 1))
        }
        /// The line and column a compiler's line gives in the learner's copy (1:1 when it is elsewhere).
        func place(_ line: Substring) -> (line: Int, column: Int) {
            guard line.hasPrefix(learnerCopy.path + ":") else { return (1, 1) }
            let numbers = line.dropFirst(learnerCopy.path.count + 1).split(separator: ":").prefix(2).map { Int($0) ?? 1 }
            return (numbers.first ?? 1, numbers.count > 1 ? numbers[1] : 1)
        }
        // Wherever the compiler placed it: only the learner's code can be unsafe (main.swift is
        // ours and has none), and a finding placed elsewhere was moved there.
        for line in compilerOutput.split(separator: "\n") where line.contains("[#StrictMemorySafety]") {
            let (number, column) = place(line)
            found.append(BrokenRule(.unsafe, line: number, column: column))
        }
        // An old spelling forwards to the operator from inside the runtime, so its row is the
        // runtime's (an interval taking seconds as a Double hid a forbidden `interval`); an
        // exercise is written in today's names.
        for line in compilerOutput.split(separator: "\n") where line.hasPrefix(learnerCopy.path + ":") && line.contains(": warning: ") && line.contains(" is deprecated") {
            let (number, column) = place(line)
            let name = line.firstMatch(of: #/warning: '([^']{1,200})' (?:is|was) deprecated/#).map { String($0.1) } ?? "?"
            found.append(BrokenRule(.deprecated, [.word(name)], line: number, column: column))
        }
        return found
    }

    /// The modules the trace says the unit imported directly; empty when the compiler wrote
    /// no detailed list (an older one: the text rules answer there).
    static func directImports(_ trace: URL) -> [String] {
        // The compiler appends a line per compile: the last is this one's.
        guard let text = try? String(contentsOf: trace, encoding: .utf8),
              let last = text.split(separator: "\n").last,
              let object = try? JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any],
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

extension CompiledRules {
    /// What a file that imports exactly `modules` reaches directly, by compiling one (a type
    /// check, a fraction of a second), once per set of modules and build; nil when the
    /// compiler wrote no detailed trace (the text rules stand alone then).
    private static let baselines = ProcessMemo<Set<String>?>()

    static func baseline(importing modules: Set<String>, compiler: SwiftCompiler, products: BuildProducts, folder: URL) -> Set<String>? {
        let key = ExerciseCompiler.hash(modules.sorted() + [products.stamp(of: BuildProducts.kitModules), compiler.path])
        return baselines.value(for: key) {
            let probe = folder.appendingPathComponent("baseline-\(key)")
            try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
            let source = probe.appendingPathComponent("probe.swift"), trace = probe.appendingPathComponent("modules.json")
            try? Data(modules.sorted().map { "import \($0)\n" }.joined().utf8).write(to: source)
            try? FileManager.default.removeItem(at: trace)
            var arguments = ["-typecheck", "-swift-version", "5", "-Onone", "-I", products.moduleFolder.path, "-I", products.directory.path]
            arguments += compiler.targetArguments + ["-emit-loaded-module-trace", "-emit-loaded-module-trace-path", trace.path, source.path]
            let run = ChildProcess(executable: URL(fileURLWithPath: compiler.path), arguments: arguments,
                                   environment: ProcessInfo.processInfo.environment, timeout: 60, outputCap: 1 << 20, directory: probe).run()
            guard case .exited(0) = run.ending else { return nil }
            let found = directImports(trace)
            // The standard library's own, whatever the probe's options loaded.
            return found.isEmpty ? nil : Set(found).union(["Swift", "SwiftOnoneSupport", "_Concurrency", "_StringProcessing"])
        }
    }
}

extension CompiledRules {
    /// Kinds of the compiler's parse that an exercise may not contain: attributes that call
    /// or replace any symbol (`@_silgen_name("memcpy")` with `Int` parameters passes strict
    /// memory safety) and an `unsafe` that silences it: each kind with its rule.
    static let refusedKinds: [String: BrokenRule.Rule] = {
        let symbol = BrokenRule.Rule.symbolAttributes
        return ["silgen_name_attr": symbol, "cdecl_attr": symbol, "extern_attr": symbol, "section_attr": symbol, "used_attr": symbol,
                "unsafe_expr": .unsafeExpression]
    }()


    /// Names no exercise may use, however written (the text rules read them only where a
    /// line spells them a certain way): reflection, which reads what the course's own objects
    /// hold (a `#fileID` among it) and the type of a file name; the real clocks; work started
    /// beside the chain.
    static let refusedNames: [String: BrokenRule.Rule] = {
        // A `StaticString` is what an operator's `file:` is: no exercise needs one of its own.
        var names: [String: BrokenRule.Rule] = ["Mirror": .reflection, "StaticString": .fileArgument]
        for name in ["ContinuousClock", "SuspendingClock", "Clock", "continuous", "suspending", "Date", "ProcessInfo", "RxTime",
                     "Timer", "RunLoop", "DispatchQueue", "DispatchTime", "DispatchWallTime", "MainScheduler",
                     "ConcurrentDispatchQueueScheduler", "SerialDispatchQueueScheduler", "OperationQueueScheduler", "ConcurrentMainScheduler"] {
            names[name] = .realTime
        }
        for name in ["Task", "TaskGroup", "ThrowingTaskGroup", "DiscardingTaskGroup", "ThrowingDiscardingTaskGroup", "withTaskGroup",
                     "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup", "Thread", "detachNewThread"] {
            names[name] = .ownTask
        }
        return names
    }()

    /// Where `name` is written as a word at or after `start`: a reference's node has no range
    /// of its own in the parse, only its enclosing statement's. `start` when it is not found.
    static func offset(of name: String, from start: Int, in bytes: [UInt8]) -> Int {
        let word = Array(name.utf8)
        func isIdentifier(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }
        var index = max(0, start)
        while index + word.count <= bytes.count {
            if bytes[index..<(index + word.count)].elementsEqual(word),
               index == 0 || !isIdentifier(bytes[index - 1]),
               index + word.count == bytes.count || !isIdentifier(bytes[index + word.count]) {
                return index
            }
            index += 1
        }
        return start
    }

    /// The runtime's classes an observable of one's own is made from, by any of their names.
    static let ownObservableNames: Set<String> = ["RxObservable", "Producer", "Sink"]

    /// A name only backticks allow (`RxCore/Map.swift`, Swift 6.2's raw identifiers): neither
    /// an identifier nor an operator.
    static func isRawIdentifier(_ name: String) -> Bool {
        !name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
            && !name.allSatisfy { "/=-+!*%<>&|^~?.".contains($0) }
    }

    /// A name that is one of those modules' (``SourceRules/moduleNames``).
    static let moduleName = try! Regex("^(" + SourceRules.moduleNames + ")$")

    /// The most of `-dump-parse`'s JSON read (an honest exercise's is a few MiB at most).
    static let parseOutputCap = 16 << 20

    /// The rules read from the compiler's parse of the learner's file (`-dump-parse`, as JSON
    /// with byte offsets, which no `#sourceLocation` moves): the refused kinds, imports of
    /// modules not `allowed`, `@_exported`, any attribute on an import (`@testable` would open
    /// the course modules' internals), a `file:` given by hand,
    /// whatever a text filter would have taken for a comment or a string around them. Errors
    /// Rules broken at the learner's file, in its order; nil when this compiler cannot write its
    /// parse as JSON (older than 6.2: the text rules stand alone there) or the parse failed (the
    /// compile says why). A parse that cannot be read — too big, too slow, a crash, not JSON — is
    /// refused, never skipped.
    static func parseViolations(of file: URL, source: String, compiler: SwiftCompiler,
                                allowed: Set<String>, ownObservables: Bool, outputCap: Int = parseOutputCap) -> [BrokenRule]? {
        let run = ChildProcess(executable: URL(fileURLWithPath: compiler.frontend),
                               arguments: ["-frontend", "-dump-parse", "-dump-ast-format", "json", file.path],
                               environment: ProcessInfo.processInfo.environment, timeout: 30, outputCap: outputCap,
                               directory: file.deletingLastPathComponent()).run()
        if case .exited(let status) = run.ending, status != 0 { return nil }
        guard case .exited(0) = run.ending,
              let tree = (try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)))
                ?? (try? JSONSerialization.jsonObject(with: Data(Self.closingUnclosedObjects(run.stdout).utf8))) else {
            return [BrokenRule(.tooComplex, line: 1, column: 1)]
        }
        let bytes = Array(source.utf8)
        // Each rule with its place as a byte offset, and what its sentence names.
        var found: [(offset: Int, rule: BrokenRule.Rule, arguments: [BrokenRule.Argument])] = []
        // Where the top-level item before each one ends (its last token's start).
        var previousEnd: [Int: Int] = [:]
        var end = 0
        for item in ((tree as? [String: Any])?["items"] as? [[String: Any]]) ?? [] {
            let range = item["range"] as? [String: Any]
            if let start = (range?["start"] as? NSNumber)?.intValue { previousEnd[start] = end }
            end = (range?["end"] as? NSNumber)?.intValue ?? end
        }
        func walk(_ node: Any, within outer: Int = 0) {
            if let object = node as? [String: Any] {
                let kind = object["_kind"] as? String ?? ""
                let start = ((object["range"] as? [String: Any])?["start"] as? NSNumber)?.intValue ?? outer
                if let rule = refusedKinds[kind] { found.append((start, rule, [])) }
                // A refused name wherever the parse has it: a type, a reference, a member, so a
                // `typealias K = ContinuousClock` or a `Task` with `.detached` on the next line
                // is the name as much as its spelling on one line is.
                for name in [object["id"], object["name"], object["field"]].compactMap({ $0 as? String }) {
                    if let rule = refusedNames[name] { found.append((offset(of: name, from: start, in: bytes), rule, [.word(name)])) }
                    if !ownObservables, ownObservableNames.contains(name) {
                        found.append((offset(of: name, from: start, in: bytes), .ownObservable, [.word(name)]))
                    }
                }
                // An observable of the learner's own makes no row; whatever its superclass is
                // called (the parse leaves inherited types unnamed), it overrides `subscribe`
                // (an `Observable`) or `run` (a `Producer`).
                if !ownObservables, kind == "func_decl",
                   let name = ((object["name"] as? [String: Any])?["base_name"] as? [String: Any])?["name"] as? String,
                   ["subscribe", "run"].contains(name),
                   ((object["attrs"] as? [[String: Any]]) ?? []).contains(where: { $0["_kind"] as? String == "override_attr" }) {
                    found.append((start, .ownObservable, [.word("override func \(name)")]))
                }
                // An operator's `file:` says which module a traced row is from, and so which rows
                // are the learner's: Swift fills it in; a file that passes one could hide its rows.
                // Nor may it name the function with its `file:` label (`interval(_:scheduler:file:line:)`),
                // to call it with the file in place; and a file name must be a literal, so one
                // that names a course module's file is refused wherever it is written.
                let names = [object["name"], object["field"]].compactMap { $0 as? String }
                if object["label"] as? String == "file" || names.contains(where: { $0.contains("file:") }) {
                    found.append((start, .fileArgument, []))
                }
                if kind == "string_literal_expr", let value = object["value"] as? String, CourseModules.containsFile(value) {
                    found.append((start, .fileArgument, []))
                }
                // `#function` in a variable named `RxCore/Map.swift` (a raw identifier) is a file
                // name with no string literal: neither is needed in an exercise.
                // A member added to the lesson's `Harness` (through a typealias as well) is what
                // `main.swift`'s `Lesson_x.Harness.entry` finds first: the learner's own harness.
                if kind == "extension_decl" {
                    found.append((start, .extensionAdded, []))
                }
                if kind == "magic_identifier_literal_expr" {
                    found.append((start, .magicIdentifier, [.word(object["kind"] as? String ?? "#function")]))
                }
                if kind == "base_name", let name = object["name"] as? String, Self.isRawIdentifier(name) {
                    found.append((start, .rawIdentifier, [.word(name)]))
                }
                // A declaration named like a module would shadow it in `main.swift`, however its
                // lines are broken.
                if kind.hasSuffix("_decl"), let name = ((object["name"] as? [String: Any])?["base_name"] as? [String: Any])?["name"] as? String,
                   name.contains(Self.moduleName) {
                    found.append((start, .moduleName, [.word(name)]))
                }
                // Imports as the compiler read them, C modules included (the loaded-module trace
                // lists only Swift's), however the line was broken.
                if kind == "import_decl", let module = (object["module_path"] as? [String])?.first, !allowed.contains(module) {
                    found.append((start, .notImportable, [.word(module), .list(allowed.sorted())]))
                }
                if kind == "import_decl", object["exported"] as? Bool == true || hasAttribute(before: start, after: previousEnd[start] ?? 0, in: bytes) {
                    found.append((start, .importAttributeCompiled, []))
                }
                object.values.forEach { walk($0, within: start) }
            } else if let array = node as? [Any] {
                array.forEach { walk($0, within: outer) }
            }
        }
        walk(tree)
        // A node can appear twice in the dump (a binding's initialiser as written and as processed).
        var said = Set<BrokenRule>()
        return found.sorted { $0.offset < $1.offset }.map { offset, rule, arguments in
            let (line, column) = position(of: offset, in: bytes)
            return BrokenRule(rule, arguments, line: line, column: column)
        }.filter { said.insert($0).inserted }
    }

    /// The compiler's JSON with the objects it forgot to close closed: Swift 6.3 leaves a
    /// `type_attributed` (`@Sendable () -> Void` in a typealias) open, so a `]` or `}` comes
    /// while an inner object is open. Closing it there keeps every node (the rules look at
    /// every node, wherever it is nested); what still does not parse is refused.
    static func closingUnclosedObjects(_ json: String) -> String {
        var out: [UInt8] = [], open: [UInt8] = []
        var inString = false, escaped = false
        for byte in json.utf8 {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                open.append(byte)
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                let opener = byte == UInt8(ascii: "}") ? UInt8(ascii: "{") : UInt8(ascii: "[")
                while let last = open.last, last != opener {
                    out.append(last == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                    open.removeLast()
                }
                _ = open.popLast()
            }
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether the text between the previous item's last token (at `after`) and an import's
    /// keyword (at `offset`), its comments left out, holds an attribute: between two items
    /// there is nothing but blanks, comments, directives and the next item's attributes (the
    /// compiler's range of an import starts after them).
    static func hasAttribute(before offset: Int, after previous: Int, in bytes: [UInt8]) -> Bool {
        guard previous <= offset, offset <= bytes.count else { return false }
        // From the file's start for its first item; else past the previous item's last token.
        var index = previous == 0 ? 0 : end(ofTokenAt: previous, in: bytes)
        var depth = 0, lineComment = false
        while index < offset {
            let byte = bytes[index], next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if lineComment {
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { lineComment = false }
            } else if depth > 0 {
                if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") { depth -= 1; index += 1 }
                else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") { depth += 1; index += 1 }
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                lineComment = true
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                depth = 1; index += 1
            } else if byte == UInt8(ascii: "@") {
                return true
            }
            index += 1
        }
        return false
    }

    /// The offset just past the token that starts at `offset` (an identifier, a number, or one
    /// character of punctuation).
    static func end(ofTokenAt offset: Int, in bytes: [UInt8]) -> Int {
        guard offset < bytes.count else { return offset }
        func word(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= 48 && byte <= 57) || ((byte | 0x20) >= 97 && (byte | 0x20) <= 122) }
        var index = offset
        if word(bytes[index]) { while index < bytes.count, word(bytes[index]) { index += 1 } } else { index += 1 }
        return index
    }

    /// Line and column (from 1) of a byte offset.
    static func position(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        let before = bytes.prefix(max(0, min(offset, bytes.count)))
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return (line, column)
    }
}
