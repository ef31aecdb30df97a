import Foundation

/// One exercise's verdict. It comes only from comparing what the exercise recorded with its
/// expectation (plus the isolation checks), never from anything the learner's code says.
public struct GradeResult: Sendable, Equatable {
    public enum Status: String, Sendable {
        case pass, fail, crash, timeout
    }

    public var id: String
    public var lesson: String
    public var status: Status
    /// One sentence: why it failed (empty when it passed).
    public var message: String
    /// The expected diagram (or printed output when the exercise expects only output).
    public var expected: String?
    /// What happened, drawn the same way.
    public var actual: String?
    /// Expected over actual with a caret, or the two outputs with differing lines marked.
    public var figure: String?
    /// The learner's file (relative to the package root) and its `TODO` line.
    public var file: String
    public var line: Int?

    public init(id: String, lesson: String, status: Status, message: String = "", expected: String? = nil,
                actual: String? = nil, figure: String? = nil, file: String, line: Int? = nil) {
        self.id = id
        self.lesson = lesson
        self.status = status
        self.message = message
        self.expected = expected
        self.actual = actual
        self.figure = figure
        self.file = file
        self.line = line
    }

    public var passed: Bool { status == .pass }

    /// `file:line`, or just the file when it has no TODO line.
    public var location: String { line.map { "\(file):\($0)" } ?? file }

    /// The `check --format json` object: exactly DESIGN.md's keys.
    var contractJSON: JSONValue {
        .object([
            ("id", .string(id)),
            ("lesson", .string(lesson)),
            ("status", .string(status.rawValue)),
            ("message", .string(message)),
            ("expected", .optional(expected)),
            ("actual", .optional(actual)),
            ("file", .string(file)),
            ("line", line.map(JSONValue.number) ?? .null),
        ])
    }

    /// The line a `__grade-one` child hands back: the contract keys plus the figure.
    var wireJSON: String {
        guard case .object(var pairs) = contractJSON else { return contractJSON.text }
        pairs.append(("figure", .optional(figure)))
        return JSONValue.object(pairs).text
    }

    /// Reads a `wireJSON` line; nil when it is not one.
    static func fromWire(_ text: String) -> GradeResult? {
        guard let data = text.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let id = object["id"] as? String, let lesson = object["lesson"] as? String,
              let status = (object["status"] as? String).flatMap(Status.init(rawValue:)),
              let file = object["file"] as? String
        else { return nil }
        return GradeResult(id: id, lesson: lesson, status: status, message: object["message"] as? String ?? "",
                           expected: object["expected"] as? String, actual: object["actual"] as? String,
                           figure: object["figure"] as? String, file: file, line: (object["line"] as? NSNumber)?.intValue)
    }
}
