import ToolText
import TextKit

/// One chapter of a source document, taught on the virtual clock.
///
/// The code lives in the lesson's module; the words (title, source, summary, each demo's
/// explanation, each exercise's task and hints) live in `Lessons/<id>/Text/<language>.md`
/// and are attached by `written(zh:en:)` when the catalog is built.
public struct Lesson: Sendable {
    /// Stable id from the contract, e.g. `dispose`.
    public let id: String
    public private(set) var title: Localized
    /// The document and section, by the title a reader knows.
    public private(set) var source = Localized(zh: "", en: "")
    /// What the learner should take away, two or three sentences.
    public private(set) var summary = Localized(zh: "", en: "")
    public private(set) var demos: [Demo]
    public private(set) var exercises: [Exercise]
    /// Files of the lesson's folder that stand in for something the document uses (a KVO
    /// object, the ReactiveCocoa facade): traced chains leave their inner workings out.
    public let standIns: [String]
    /// What is wrong with the lesson's text files, one sentence each (the course tests
    /// require none).
    public private(set) var textProblems: [String] = []

    /// The lesson as its module declares it; its exercises come from its `Judge/` module
    /// (`graded(by:)`), which only the grading process links.
    public init(id: String, demos: [Demo], standIns: [String] = []) {
        self.id = id
        self.title = Localized(zh: id, en: id)
        self.standIns = standIns
        self.demos = demos
        self.exercises = []
    }

    /// The lesson with its exercises, in the order given.
    /// The Swift module a lesson's folder builds: `Lesson_` and its id, dashes as underscores.
    public static func module(of id: String) -> String {
        "Lesson_" + String(id.map { $0 == "-" ? "_" : $0 })
    }

    /// The stand-ins as the trace names files (`#fileID`: module, then file).
    public var standInFileIDs: [String] {
        standIns.map { "\(Lesson.module(of: id))/" + $0 }
    }

    public func graded(by exercises: [Exercise]) -> Lesson {
        var lesson = self
        lesson.exercises = exercises.map { exercise in
            var exercise = exercise
            exercise.lesson = id
            exercise.standIns = standInFileIDs
            return exercise
        }
        return lesson
    }

    /// What `rxlesson new` writes where the author has text to write; a text that still holds
    /// it is not finished.
    public static let placeholder = wording("lesson.placeholder")

    /// The lesson with its words from the two text files' contents.
    public func written(zh: String, en: String) -> Lesson {
        var lesson = self
        let (chinese, zhProblems) = LessonText.parse(zh)
        let (english, enProblems) = LessonText.parse(en)
        lesson.textProblems = zhProblems.map { "Text/zh.md: " + $0 } + enProblems.map { "Text/en.md: " + $0 }
        func both(_ pick: (LessonText) -> String) -> Localized { Localized(zh: pick(chinese), en: pick(english)) }
        lesson.title = both(\.title)
        lesson.source = both(\.source)
        lesson.summary = both(\.summary)

        func sections(_ id: String, _ kind: LessonText.Section.Kind) -> (zh: LessonText.Section, en: LessonText.Section)? {
            var found: [LessonText.Section] = []
            for (name, text) in [("zh", chinese), ("en", english)] {
                guard let section = text.section(id) else {
                    lesson.textProblems.append("Text/\(name).md has no section {#\(id)\(kind == .exercise ? " .exercise" : "")}")
                    continue
                }
                if section.kind != kind { lesson.textProblems.append("Text/\(name).md: {#\(id)} is a \(kind.rawValue), marked as a \(section.kind.rawValue)") }
                found.append(section)
            }
            return found.count == 2 ? (found[0], found[1]) : nil
        }
        for index in lesson.demos.indices {
            guard let (zh, en) = sections(lesson.demos[index].id, .demo) else { continue }
            lesson.demos[index].title = Localized(zh: zh.title, en: en.title)
            lesson.demos[index].explanation = Localized(zh: zh.body, en: en.body)
            if zh.note != nil || en.note != nil {
                lesson.demos[index].note = Localized(zh: zh.note ?? "", en: en.note ?? "")
            }
        }
        for index in lesson.exercises.indices {
            guard let (zh, en) = sections(lesson.exercises[index].id, .exercise) else { continue }
            lesson.exercises[index].title = Localized(zh: zh.title, en: en.title)
            let exercise = lesson.exercises[index]
            let (zhTask, zhUnknown) = exercise.showingScenario(zh.body), (enTask, enUnknown) = exercise.showingScenario(en.body)
            for (name, unknown) in [("zh", zhUnknown), ("en", enUnknown)] where !unknown.isEmpty {
                lesson.textProblems.append("Text/\(name).md: {#\(exercise.id)} shows {shown:\(unknown.joined(separator: "}, {shown:"))}, which its shown scenario does not have")
            }
            lesson.exercises[index].task = Localized(zh: zhTask, en: enTask)
            if zh.hints.count != en.hints.count {
                lesson.textProblems.append("\(zh.id): \(zh.hints.count) hints in Chinese, \(en.hints.count) in English")
            }
            lesson.exercises[index].hints = zip(zh.hints, en.hints).map { Localized(zh: $0, en: $1) }
        }
        // What `rxlesson new` wrote for the author to replace. Searched by the standard library's
        // `firstRange(of:)`: Foundation's `contains` walks a Chinese text's UTF-16 from its start
        // for every character (half of every command's start-up in a debug build).
        for (name, text) in [("zh", zh), ("en", en)] where text.firstRange(of: Self.placeholder.zh) != nil || text.firstRange(of: Self.placeholder.en) != nil {
            lesson.textProblems.append("Text/\(name).md still has the scaffold's placeholders (\(name == "zh" ? Self.placeholder.zh : Self.placeholder.en)): write the text")
        }
        let known = Set(lesson.demos.map(\.id) + lesson.exercises.map(\.id))
        for (name, text) in [("zh", chinese), ("en", english)] {
            for section in text.sections where !known.contains(section.id) {
                lesson.textProblems.append("Text/\(name).md names {#\(section.id)}, which is no demo or exercise of the lesson")
            }
        }
        return lesson
    }
}
