import LessonHost
import Foundation
import TextKit

/// Where an exercise's hidden variants come from, so the same submission gets the same verdict
/// on every run and every machine.
///
/// A variant's seed is the SHA-256 of the key, the exercise id and the variant's number: the
/// graded program never sees a seed (it receives the variant's inputs), and nobody can tell
/// the seeds without the key. A teacher sets a key of their own (`RXLESSON_VARIANT_KEY`, or a
/// file named by `RXLESSON_VARIANT_KEY_FILE`) that students cannot read; without one, the
/// course's key gives every learner the same variants for one version of the course.
public struct VariantKey: Sendable, Hashable {
    private let material: String
    /// Set by a teacher, not the course's.
    public let isTeachers: Bool
    /// The student whose variants these are: with a teacher's key, each student of a class
    /// gets variants of their own, so one student's failing report (which shows a variant's
    /// inputs and expectation) tells the others nothing to hard-code.
    public private(set) var student: String?
    /// The digest of the graded file's text (``forSubmission(_:)``).
    private var submission: String?

    /// Bumped with the course's version: a new course may bring new variants.
    public static let courseVersion = "0.4.0"

    public static let course = VariantKey(material: "rxlesson course " + courseVersion, isTeachers: false)

    public static func teacher(_ secret: String) -> VariantKey {
        VariantKey(material: "teacher " + secret, isTeachers: true)
    }

    /// This key's variants for one student (a teacher's key only: the course's variants are
    /// public whoever asks).
    public func forStudent(_ name: String) -> VariantKey {
        guard isTeachers else { return self }
        var key = self
        key.student = name
        return key
    }

    /// This key's variants for one file's text (a teacher's key only): the same file meets
    /// the same variants on every grading, and a file changed to answer the variants a report
    /// showed meets new ones, so a table of shown variants and their answers never grows
    /// into a pass.
    public func forSubmission(_ text: String) -> VariantKey {
        guard isTeachers else { return self }
        var key = self
        key.submission = ExerciseCompiler.hash([text])
        return key
    }

    /// The teacher's key when the environment names one, else the course's; nil with the
    /// reason when a key file is named but cannot be read or is empty (a teacher's key
    /// silently replaced by the course's would give a class variants anyone can compute).
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<VariantKey, KeyError> {
        if let secret = environment["RXLESSON_VARIANT_KEY"], !secret.isEmpty { return .success(.teacher(secret)) }
        guard let path = environment["RXLESSON_VARIANT_KEY_FILE"], !path.isEmpty else { return .success(.course) }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return .failure(.unreadable(path)) }
        let secret = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return secret.isEmpty ? .failure(.empty(path)) : .success(.teacher(secret))
    }

    /// The seed of variant `number` (from 1) of `exercise`.
    public func seed(for exercise: String, variant number: Int) -> UInt64 {
        let scope = (student.map { "\u{0}student\u{0}" + $0 } ?? "") + (submission.map { "\u{0}file\u{0}" + $0 } ?? "")
        let digest = Self.sha256(material + scope + "\u{0}" + exercise + "\u{0}" + String(number))
        return digest.prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// Names the key in a result without revealing it: `course 0.4.0`, or `teacher` and the
    /// first hex digits of a digest no seed is made from.
    public var fingerprint: String {
        guard isTeachers else { return "course " + Self.courseVersion }
        // Hashed many times over, so that trying guesses at a teacher's key against a report
        // is slow (a key of random letters, as docs/teaching.md asks, cannot be guessed at all).
        var digest = Self.sha256("fingerprint\u{0}" + material)
        for _ in 0..<Self.fingerprintRounds { digest = SHA256.digest(digest) }
        return "teacher " + SHA256.hex(digest.prefix(4))
    }

    static let fingerprintRounds = 50_000

    private static func sha256(_ text: String) -> [UInt8] { SHA256.digest(Array(text.utf8)) }

    public enum KeyError: Error, Sendable {
        case unreadable(String)
        case empty(String)

        public var message: Localized {
            switch self {
            case .unreadable(let path):
                return wording("grading.setup.key-file-unreadable", path)
            case .empty(let path):
                return wording("grading.setup.key-file-empty", path)
            }
        }
    }
}

/// Which hidden variants a grading plays.
public enum VariantPlan: Sendable, Hashable {
    /// Variants 1…count of each exercise, seeded by the key.
    case keyed(VariantKey, count: Int)
    /// These seeds for every exercise (the course's self-check, the wrong-answer check).
    case seeds([UInt64])

    /// Every grading's default: three variants from the course's key.
    public static let standard = VariantPlan.keyed(.course, count: 3)

    /// The same plan, its variants made for one file's text (``VariantKey/forSubmission(_:)``).
    public func forSubmission(_ text: String) -> VariantPlan {
        guard case .keyed(let key, let count) = self else { return self }
        return .keyed(key.forSubmission(text), count: count)
    }

    public func seeds(for exercise: String) -> [UInt64] {
        switch self {
        case .keyed(let key, let count): return (1...max(1, count)).map { key.seed(for: exercise, variant: $0) }
        case .seeds(let seeds): return seeds
        }
    }

    public var count: Int {
        switch self {
        case .keyed(_, let count): return count
        case .seeds(let seeds): return seeds.count
        }
    }

    /// What a result records so the verdict can be replayed: the key's fingerprint.
    public var described: String {
        switch self {
        case .keyed(let key, let count): return "\(key.fingerprint), \(count) variants" + (key.student.map { " for student \($0)" } ?? "")
        case .seeds(let seeds): return "seeds " + seeds.map(String.init).joined(separator: ",")
        }
    }
}
