import Foundation

/// The graded program could not decode the inputs the grader sent into its harness's
/// ``ScenarioInputs`` type: the judge and the harness disagree on the exercise's inputs, the
/// lesson author's mistake. The program says so on stderr (after ``mark``) and exits with
/// ``exitStatus`` before it plays any scenario, so before any of the learner's code runs.
package struct InputsMismatch: Codable, Sendable, Equatable {
    /// The type the harness reads.
    package var type: String
    /// What did not fit (`count: missing`).
    package var problem: String

    package init(type: String, problem: String) {
        self.type = type
        self.problem = problem
    }

    package static let mark = "\u{1E}inputs-mismatch "
    /// EX_DATAERR.
    package static let exitStatus: Int32 = 65

    /// The mismatch a child reported, if `stderr` starts with its line and the program exited
    /// with ``exitStatus`` having played nothing.
    package static func reported(stderr: String, exitStatus: Int32?, playedNothing: Bool) -> InputsMismatch? {
        guard exitStatus == Self.exitStatus, playedNothing, stderr.hasPrefix(mark),
              let line = stderr.dropFirst(mark.count).split(separator: "\n").first else { return nil }
        return try? JSONDecoder().decode(InputsMismatch.self, from: Data(line.utf8))
    }

    /// `error` (a `DecodingError`) as a short sentence: where in the inputs, and what.
    package static func problem(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        func path(_ keys: [CodingKey], _ last: CodingKey? = nil) -> String {
            // `scenarios.0.count`: the scenario's index says nothing to the author.
            let names = (keys + (last.map { [$0] } ?? [])).drop { $0.stringValue == "scenarios" || $0.intValue != nil }
            return names.isEmpty ? "the inputs" : names.map(\.stringValue).joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context.codingPath, key)): missing"
        case .valueNotFound(let type, let context): return "\(path(context.codingPath)): missing (a \(type))"
        case .typeMismatch(let type, let context): return "\(path(context.codingPath)): expected \(type)"
        case .dataCorrupted(let context): return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default: return String(describing: error)
        }
    }
}
