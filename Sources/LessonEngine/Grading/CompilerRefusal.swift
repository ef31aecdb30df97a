import Foundation

/// Why a compile made no program, as data in no language: what the compiler said, or the
/// grader's error in its place (``CompilerStandIn``). One kept refusal serves every reader,
/// whatever their language (`refused.json` in the build's folder).
enum CompilerRefusal: Sendable, Equatable, Codable {
    case compiler(String)
    case standIn(CompilerStandIn)

    static func file(in unit: URL) -> URL { unit.appendingPathComponent("refused.json") }

    /// The refusal kept in `unit`, if any.
    static func kept(in unit: URL) -> CompilerRefusal? {
        (try? Data(contentsOf: file(in: unit))).flatMap { try? JSONDecoder().decode(CompilerRefusal.self, from: $0) }
    }

    /// Kept in `unit`, for the next compile of the same text.
    func keep(in unit: URL) {
        try? JSONEncoder().encode(self).write(to: Self.file(in: unit), options: .atomic)
    }
}
