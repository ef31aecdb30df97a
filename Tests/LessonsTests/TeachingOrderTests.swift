import Foundation
import LessonCatalog
import LessonKit
import XCTest

/// The course teaches in order: every RxSwift API an exercise's code calls (its reference
/// solution, and the shipped file the learner reads) has been shown in a demo of its own lesson
/// or of an earlier one (Package.swift's order), or is a type the shipped file's signature
/// names, or is a basic listed here with the reason it needs no demo. The fundamentals count
/// too: creation (`create`, `interval`, `timer`, `just`, `of`, `from`), scheduling
/// (`observe(on:)`, `subscribe(on:)`, a `scheduler:` argument) and disposal (`disposed(by:)`,
/// `DisposeBag`, `dispose()`, `CompositeDisposable`). A harness is no demo: the learner never
/// reads it, so what it uses teaches nothing.
final class TeachingOrderTests: XCTestCase {
    /// Names a solution may use before any demo shows them, each with the reason (name: why).
    static let basics: [String: String] = [
        "enumerated": "Swift's own Sequence.enumerated() (a solution numbers an array's values); the name is also RxSwift's, which no exercise asks for",
    ]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testEverySolutionUsesOnlyWhatADemoShowedBefore() throws {
        let api = try Self.publicAPI()
        var shown = Set(Self.basics.keys)
        var findings: [String] = []
        for lesson in lessonCatalog {
            shown.formUnion(try Self.demoNames(of: lesson.id))
            for exercise in lesson.exercises {
                let code = try Self.read(exercise.solutionFile) + "\n" + Self.read(exercise.stubFile)
                let used = Self.apiNames(in: code).intersection(api)
                // The types the shipped file already names (its signature) are given, not asked for.
                let given = Set(SwiftTokenizer.typeNames(SwiftTokenizer.tokens(try Self.read(exercise.stubFile))))
                let unseen = used.subtracting(shown).subtracting(given).sorted()
                if !unseen.isEmpty { findings.append("\(exercise.solutionFile): \(unseen.joined(separator: ", "))") }
            }
        }
        XCTAssertEqual(findings, [], "an exercise's code calls what no demo of its lesson or an earlier one shows:\n" + findings.joined(separator: "\n"))
    }

    func testTheTokenizerReadsCodeAndSkipsCommentsAndStrings() {
        let source = """
        // x.commented(1)
        /* y.blocked(2) /* nested.inner() */ still.comment() */
        let a = source.map { $0 }.take(until: stop) // trailing.comment()
        let b = "text.inString(3) \\(value.interpolated()) more"
        let c = \"\"\"
            multi.line()
            \"\"\"
        let d = Observable<Int>.interval(.seconds(1), scheduler: s)
        """
        let tokens = SwiftTokenizer.tokens(source)
        XCTAssertEqual(SwiftTokenizer.calledMembers(tokens), ["map", "take", "interpolated", "interval", "seconds"])
        XCTAssertEqual(Set(SwiftTokenizer.typeNames(tokens)), ["Observable", "Int"])
        XCTAssertEqual(Self.apiNames(in: "x.subscribe(on: s).observe(on: m).subscribe(onNext: { _ in }).disposed(by: bag)\nlet y = Observable.from([1], scheduler: s)")
                        .intersection(Self.labelled), ["subscribe(on:)", "observe(on:)", "disposed(by:)", "scheduler:"])
    }

    /// The fundamentals a bare name does not tell apart: the scheduling and disposal calls by
    /// their first label, and a scheduler handed to an operator.
    static let labelled: Set<String> = ["subscribe(on:)", "observe(on:)", "disposed(by:)", "scheduler:"]

    /// The RxSwift names a file uses: members called after a dot, type names, and the
    /// labelled fundamentals.
    static func apiNames(in source: String) -> Set<String> {
        let tokens = SwiftTokenizer.tokens(source)
        let labels = Set(SwiftTokenizer.labelledCalls(tokens) + SwiftTokenizer.argumentLabels(tokens)).intersection(labelled)
        return Set(SwiftTokenizer.calledMembers(tokens) + SwiftTokenizer.typeNames(tokens)).union(labels)
    }

    /// What a lesson's demos show: its Swift files other than the harness and the lesson list.
    static func demoNames(of lesson: String) throws -> Set<String> {
        let folder = root.appendingPathComponent("Lessons/\(lesson)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") && !["Harness.swift", "Manifest.swift", "Lesson.swift"].contains($0) }
        return try files.reduce(into: Set<String>()) { names, file in
            names.formUnion(apiNames(in: try read("Lessons/\(lesson)/\(file)")))
        }
    }

    /// The names the course's runtime declares in public: RxCore (RxSwift, RxRelay), RxTest and
    /// the kit's RxCocoa stand-ins. Swift's and Foundation's own names are not the course's to teach.
    static func publicAPI() throws -> Set<String> {
        let keywords: Set<String> = ["func", "class", "struct", "enum", "protocol", "typealias", "var", "let"]
        var names = Set<String>()
        for module in ["RxCore", "RxTest", "RxCocoaKit"] {
            let folder = root.appendingPathComponent("Sources/\(module)")
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let tokens = SwiftTokenizer.tokens(try read("Sources/\(module)/\(file)"))
                for index in tokens.indices.dropLast() {
                    guard case .identifier(let keyword) = tokens[index], keywords.contains(keyword),
                          case .identifier(let name) = tokens[index + 1] else { continue }
                    let modifiers = tokens[max(0, index - 6)..<index]
                    if modifiers.contains(.identifier("public")) || modifiers.contains(.identifier("open")) { names.insert(name) }
                }
            }
        }
        return names.union(labelled)
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}
