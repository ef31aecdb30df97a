import CourseKit
import Foundation
import LessonKit
import TextKit
import ToolText

/// What an exercise file may contain, checked before it is compiled and reported like a
/// compile error at the learner's line: the rule, and what to use instead. Comments and the
/// text of string literals are not code and are not checked (interpolations are).
///
/// | what | why |
/// |---|---|
/// | `import` of a module not the course's (RxCore, RxTestCore, RxCocoaKit, LessonKit, the lesson's) nor in the exercise's `allowedImports` | Foundation, Dispatch, Glibc, Darwin reach files, processes and memory; LessonHost is the graded program's host and wire; CourseKit is the author's model (exercises, scenarios, harnesses) |
/// | `@testable import`, `@_exported`/`@_implementationOnly` imports | the harness's internals |
/// | `Unsafe…`, `withUnsafe…`, `unsafeBitCast`, `unsafeDowncast`, `Unmanaged`, `OpaquePointer` | raw memory: the process's own report channel and token |
/// | `@_silgen_name`, `@_cdecl`/`@c`, `@_extern`, `@_section`/`@section`, `@_used`/`@used`, `dlsym`, `dlopen` | calling or replacing any symbol |
/// | `#if`, `#sourceLocation` and the other directives, anywhere (read in the raw text) | the compiler's parse leaves out a `#if`'s code; `#sourceLocation` moves diagnostics |
/// | `import` alone on a line | the module's name on the next line escapes a line-by-line reading |
/// | `ExerciseHost`, `RunRecord`, `VirtualRun`, `HookCapture`, `lessonCatalog`, the lesson's `Exercises` | the harness and the host, not the learner's to call |
/// | a type, function or value named like a module (`enum Lesson_dispose`, `struct LessonKit`) | it would shadow the module in the generated `main.swift` |
/// | `DispatchQueue`, `Thread.sleep`, `sleep(`, `usleep(`, `Task.sleep`, `MainScheduler`, dispatch and operation queue schedulers | real time: the exercise runs on the virtual clock |
/// | `random`, `shuffled`, `randomElement`, `SystemRandomNumberGenerator`, `arc4random`, `UUID` | chance: the same file gets the same grade on every grading |
/// | `ContinuousClock.now`, `Date()` (and `RxTime()`, the same type), `ProcessInfo.…`, `clock_gettime(` and the other real clocks | the same, and a grade must not hang on how long something took |
/// | `Producer`, `Sink`, `ObservableType` and the other observable protocols, a subclass of `Observable` (unless the task asks for a `Producer`) | an observable type of the learner's own makes no row the operator rules read |
struct SourceRules {
    /// The modules a graded program imports or may import, as a pattern: a declaration named
    /// like one would shadow it in `main.swift`.
    static let moduleNames = (CourseModules.prefixes.map { $0 + #"\w+"# } + CourseModules.names.sorted()
        + ["Marbles", "TextKit", "ToolText", "Swift", "Foundation", "Dispatch", "Glibc", "Darwin"]).joined(separator: "|")

    /// Modules every exercise may import: the learner's, never the author's (CourseKit).
    static let courseModules: Set<String> = ["RxCore", "RxTestCore", "RxCocoaKit", "LessonKit"]

    /// A pattern, and the rule it finds broken.
    private struct Rule {
        var pattern: Regex<AnyRegexOutput>
        var rule: BrokenRule.Rule
    }

    private static func rule(_ pattern: String, _ rule: BrokenRule.Rule) -> Rule {
        // Simple word boundaries: Unicode's would not end a word at the `.` of `ExerciseHost.main`.
        Rule(pattern: try! Regex(pattern).wordBoundaryKind(.simple), rule: rule)
    }

    /// A call of one of `names`, C's free functions, as a pattern: alone or through the module
    /// that holds it (`Foundation.sleep(1)` compiles), never a member of a value (`play.sleep(0.6)`
    /// is the virtual clock's). The name is the group `name`, where the rule's column points;
    /// the character before it is matched, as a lookbehind would read it (not every Swift has one).
    private static func freeFunction(_ names: String) -> String {
        #"(?:^|[^.\w]|\b(?:Foundation|Glibc|Darwin|Musl|CoreFoundation)\.)(?<name>"# + names + ")"
    }

    private static let virtualClock = BrokenRule.Rule.realTime

    private static let rules: [Rule] = [
        rule(#"\b(Unsafe\w*|withUnsafe\w*|unsafeBitCast|unsafeDowncast|Unmanaged|OpaquePointer)\b"#, .rawMemory),
        rule(#"@(_silgen_name|_cdecl|c|_extern|_section|section|_used|used)\b|\b(dlsym|dlopen)\b"#, .symbols),
        rule(#"@(testable|_exported|_implementationOnly)\b"#, .internals),
        rule(#"\b(ExerciseHost|RunRecord|VirtualRun|HookCapture|SubscriptionLedger|lessonCatalog|Exercises)\b"#, .harnessOnly),
        rule(#"\b(enum|struct|class|actor|protocol|typealias|extension|let|var|func|case)\s+`?("# + moduleNames + #")\b"#, .moduleName),
        rule(#"\b(DispatchQueue|DispatchTime|DispatchWallTime|MainScheduler|ConcurrentDispatchQueueScheduler|SerialDispatchQueueScheduler|OperationQueueScheduler|ConcurrentMainScheduler)\b"#, virtualClock),
        rule(#"\b(Thread\.sleep|Task\.sleep)\b|"# + freeFunction(#"u?sleep|nanosleep"#) + #"\s*\("#, virtualClock),
        // Reading the real clock: a coin that makes the same file pass on one grading and fail on the next.
        rule(#"\b(ContinuousClock|SuspendingClock|Date|RxTime|ProcessInfo)\b(?=\s*[.(])|"#
             + freeFunction(#"CFAbsoluteTimeGetCurrent|clock_gettime|gettimeofday|mach_absolute_time|mach_continuous_time|time(?=\s*\(\s*nil)|clock(?=\s*\(\s*\))"#)
             + #"\b(?=\s*\()"#, virtualClock),
        // The standard library's clocks reached without their names (`f(.continuous)` with a
        // parameter of `some Clock`), and any clock at all.
        rule(#"\bClock\b|\.\s*`?(continuous|suspending)\b"#, virtualClock),
        // Work started beside the chain races it: whichever runs first decides the grade.
        rule(#"\b(Task|TaskGroup|ThrowingTaskGroup)\b(?=\s*[.({<])|\bThread\b(?=\s*(\(|\.\s*detachNewThread))|\bwith(Throwing)?(Discarding)?TaskGroup\b"#, .ownTask),
        // Reflection reads what the course's objects hold (a `#fileID` that hides a row among it).
        rule(#"\bMirror\b"#, .reflection),
        // Chance: the same file must get the same grade on every grading.
        rule(#"\b(random|randomElement|shuffled|shuffle|SystemRandomNumberGenerator|RandomNumberGenerator|arc4random\w*|drand48|rand|srand|UUID)\b"#, .chance),
    ]

    /// An observable written as a type of its own makes no row the operator rules can read:
    /// only a task that asks for one (a `Producer`) allows it.
    private static let ownObservable = rule(
        #"\b(RxObservable|Producer|Sink|ObservableType|ObservableConvertibleType|PrimitiveSequenceType|InfallibleType|SharedSequenceConvertibleType|ConnectableObservableType|SubjectType|ControlPropertyType|ControlEventType)\b|\boverride\s+(?:public\s+|open\s+)?func\s+subscribe\b"#
    , .ownObservable)

    // Kept compiled: a regex literal in a loop is compiled again on every pass (a 400-character
    // file's check took 15 ms in a debug build, 5.6 ms with these kept).
    private static let bareImport = #/^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s*$/#
    private static let importLine = #/^\s*((?:@\w+(?:\([^)]*\))?\s+)*)import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(\w+)/#
    private static let directive = #/#(if|elseif|else|endif|sourceLocation|line)\b/#

    let exercise: Exercise

    /// Every rule `source` breaks, in the file's order.
    func check(_ source: String) -> [BrokenRule] {
        let allowed = Self.courseModules.union(exercise.allowedImports).union([Lesson.module(of: exercise.lesson)])
        let rules = Self.rules + (exercise.rules.ownObservables ? [] : [Self.ownObservable])
            + (exercise.rules.makesResultFromInputs ? [Self.ownControl] : [])
        var found = Self.directives(in: source)
        for (index, line) in Self.code(of: source).enumerated() {
            if line.contains(Self.bareImport) {
                found.append(BrokenRule(.importOneLine, line: index + 1, column: 1))
                continue
            }
            if let match = line.firstMatch(of: Self.importLine) {
                let attributes = String(match.1).trimmingCharacters(in: .whitespaces)
                let module = String(match.2)
                let column = line.distance(from: line.startIndex, to: match.range.lowerBound) + 1
                if !attributes.isEmpty && !attributes.hasPrefix("@preconcurrency") {
                    found.append(BrokenRule(.importAttribute, [.word(attributes), .word(module)], line: index + 1, column: column))
                } else if !allowed.contains(module) {
                    found.append(.notImportable(module, allowed: allowed, line: index + 1, column: column))
                }
                continue
            }
            if !exercise.rules.ownObservables, let column = Self.observableSubclass(in: line) {
                found.append(BrokenRule(.ownObservable, [.word("Observable")], line: index + 1, column: column))
            }
            for rule in rules {
                for match in line.matches(of: rule.pattern) {
                    // A free function's match starts at the character before its name.
                    let range = match.output["name"]?.range ?? match.range
                    let text = String(line[range]).trimmingCharacters(in: CharacterSet(charactersIn: "( "))
                    found.append(BrokenRule(rule.rule, [.word(text)], line: index + 1,
                                            column: line.distance(from: line.startIndex, to: range.lowerBound) + 1))
                }
            }
        }
        // Found in characters; placed in UTF-8 bytes, as the compiler counts columns.
        let lines = source.components(separatedBy: "\n")
        return found.sorted { ($0.line, $0.column) < ($1.line, $1.column) }.map { broken in
            var placed = broken
            if broken.line <= lines.count { placed.column = lines[broken.line - 1].prefix(broken.column - 1).utf8.count + 1 }
            return placed
        }
    }

    /// A control, or a control's property, event or binder, made in the learner's file: set by
    /// hand, its `rx` rows carry values no input sent (a text field of the learner's own once
    /// passed "stay in Rx" as a subject would have). Refused where the result must come from
    /// the inputs; elsewhere a task may ask for one (`ControlProperty(values:valueSink:)`).
    private static let ownControl = rule(
        #"\b(TextField|Button|Label|Table|ActivityIndicator|ProgressView|View|Control|ControlProperty|ControlEvent|Binder|UIBindingObserver|FakeNetwork)\b(?=\s*[(<{])|:\s*(View|Control)\b"#, .ownControl)

    /// Where `line` declares a class whose header (up to its `{`) names `Observable` after a
    /// colon (a subclass of it), in characters from 1; nil when it does not. One pass over
    /// the line's words: a pattern with two unbounded runs backtracked cubically on a line of
    /// `class : class : …`, and a few kilobytes of it hung the grader.
    static func observableSubclass(in line: String) -> Int? {
        var header: (column: Int, colon: Bool)?
        for token in line.matches(of: Self.headerToken) {
            switch line[token.range] {
            case "{": header = nil
            case "class": header = (line.distance(from: line.startIndex, to: token.range.lowerBound) + 1, false)
            case ":": header?.colon = true
            case "Observable" where header?.colon == true: return header?.column
            default: break
            }
        }
        return nil
    }

    private static let headerToken = try! Regex(#"\w+|[{:]"#)

    /// Compiler directives, found in the raw text (comments and strings included), so that no
    /// misreading of the file can hide one: the compiler's parse, which the defence reads,
    /// leaves out what a `#if` holds, and `#sourceLocation` moves diagnostics to another file.
    /// An exercise needs neither.
    static func directives(in source: String) -> [BrokenRule] {
        source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { index, line in
            line.matches(of: directive).map { match in
                BrokenRule(.directive, [.word("#\(match.1)")], line: index + 1,
                           column: line.distance(from: line.startIndex, to: match.range.lowerBound) + 1)
            }
        }
    }

    /// The file's lines with comments and the text of string literals blanked out (the
    /// code of interpolations kept), so a rule never fires on prose.
    static func code(of source: String) -> [String] {
        var output: [Character] = []
        let characters = Array(source)
        var index = 0
        var commentDepth = 0
        // Open string literals, innermost last: their `#` count and whether multi-line;
        // an interpolation inside one pushes a parenthesis depth instead.
        enum Context { case string(hashes: Int, multiline: Bool), interpolation(depth: Int) }
        var stack: [Context] = []
        func at(_ offset: Int, _ text: String) -> Bool {
            let wanted = Array(text)
            guard index + offset + wanted.count <= characters.count else { return false }
            return Array(characters[(index + offset)..<(index + offset + wanted.count)]) == wanted
        }
        func blank(_ count: Int) {
            for offset in 0..<count { output.append(characters[index + offset] == "\n" ? "\n" : " ") }
            index += count
        }
        func keep(_ count: Int) {
            output.append(contentsOf: characters[index..<(index + count)])
            index += count
        }
        // The length of a bare regex literal `/…/` starting here, with its slashes; nil when
        // this `/` is an operator: after an operand, or followed by a blank.
        func bareRegexLength() -> Int? {
            guard index + 1 < characters.count, !" \t\n/*=".contains(characters[index + 1]) else { return nil }
            let before = output.last { $0 != " " && $0 != "\t" }
            guard before == nil || before == "\n" || "(,=:[{;!&|?^~<>+-*%".contains(before!) else { return nil }
            var end = index + 1, escaped = false
            while end < characters.count && characters[end] != "\n" {
                if !escaped && characters[end] == "/" { return end - index + 1 }
                escaped = !escaped && characters[end] == "\\"
                end += 1
            }
            return nil
        }
        while index < characters.count {
            if commentDepth > 0 {
                if at(0, "*/") { commentDepth -= 1; blank(2) } else if at(0, "/*") { commentDepth += 1; blank(2) } else { blank(1) }
                continue
            }
            if case .string(let hashes, let multiline)? = stack.last {
                let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                let interpolation = "\\" + String(repeating: "#", count: hashes) + "("
                if at(0, closing) { stack.removeLast(); keep(closing.count) }
                else if at(0, interpolation) { stack.append(.interpolation(depth: 0)); keep(interpolation.count) }
                else if hashes == 0 && characters[index] == "\\" && index + 1 < characters.count { blank(2) }
                else if !multiline && characters[index] == "\n" { stack.removeLast(); keep(1) } // unterminated: the compiler says so
                else { blank(1) }
                continue
            }
            if at(0, "//") {
                while index < characters.count && characters[index] != "\n" { blank(1) }
                continue
            }
            if at(0, "/*") { commentDepth = 1; blank(2); continue }
            if case .interpolation(let depth)? = stack.last {
                if characters[index] == "(" { stack[stack.count - 1] = .interpolation(depth: depth + 1) }
                if characters[index] == ")" {
                    if depth == 0 { stack.removeLast(); keep(1); continue }
                    stack[stack.count - 1] = .interpolation(depth: depth - 1)
                }
            }
            var hashes = 0
            while at(hashes, "#") { hashes += 1 }
            // A regex literal: `#/…/#` (any line; its text may hold `//`), or a bare `/…/` on
            // one line where an expression starts. Its text is blanked as a string's is.
            if hashes > 0 && at(hashes, "/") {
                let closing = "/" + String(repeating: "#", count: hashes)
                keep(hashes + 1)
                while index < characters.count && !at(0, closing) { blank(1) }
                if index < characters.count { keep(closing.count) }
                continue
            }
            if hashes == 0, characters[index] == "/", let length = bareRegexLength() {
                keep(1); blank(length - 2); keep(1)
                continue
            }
            if at(hashes, "\"") {
                let multiline = at(hashes, "\"\"\"")
                stack.append(.string(hashes: hashes, multiline: multiline))
                keep(hashes + (multiline ? 3 : 1))
                continue
            }
            keep(max(1, hashes))
        }
        return String(output).components(separatedBy: "\n")
    }
}

extension BrokenRule {
    /// As a compile error at `file`: `source`'s line under the sentence with a caret (the
    /// report shows the sentence once, above it), without a line end's `\r`.
    func diagnostic(file: String, source: String) -> Diagnostic {
        let lines = source.components(separatedBy: "\n")
        let text = line >= 1 && line <= lines.count ? lines[line - 1] : nil
        return Diagnostic(file: file, line: line, column: column, sourceLine: text.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }, rule: self)
    }
}
