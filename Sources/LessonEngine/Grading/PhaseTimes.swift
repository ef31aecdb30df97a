import Foundation

/// Where gradings' time went, phase by phase, by the wall clock: what gradebench prints for
/// one edit. The course never sets one (``ExerciseCompiler/phases`` is nil there).
public final class PhaseTimes: @unchecked Sendable {
    public enum Phase: String, CaseIterable, Sendable {
        case textRules = "file read, text rules"
        case cacheLookup = "build cache lookup, unit written"
        case compile = "swiftc: compile and link"
        case rulesParse = "rules parse (-dump-parse), beside swiftc"
        case parseWait = "rules parse, baseline: waited for after swiftc"
        case baseline = "import baseline (once a process), beside swiftc"
        case compiledRules = "compiled rules (trace, unsafe)"
        case record = "program record (SHA-256)"
        case run = "sandboxed run"
        case sandboxedProcess = "  of which the sandboxed process"
        case reportDecoded = "  of which the report decoded"
        case verdict = "verdict rules, comparison"
        case result = "result made (drawing, divergence)"
        case divergence = "  of which the reference solution's run"
        case whole = "the whole grading"
    }

    private let lock = NSLock()
    private var seconds: [Phase: [Double]] = [:]

    public init() {}

    /// Every time `phase` was measured, in order.
    public subscript(phase: Phase) -> [Double] { lock.withLock { seconds[phase] ?? [] } }

    public func removeAll() { lock.withLock { seconds = [:] } }

    func add(_ phase: Phase, _ value: Double) { lock.withLock { seconds[phase, default: []].append(value) } }
}

extension Optional where Wrapped == PhaseTimes {
    /// `body`, timed as `phase` when there is a clock.
    func measure<T>(_ phase: PhaseTimes.Phase, _ body: () throws -> T) rethrows -> T {
        guard let times = self else { return try body() }
        let start = DispatchTime.now().uptimeNanoseconds
        defer { times.add(phase, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9) }
        return try body()
    }
}
