import Foundation
import TextKit

/// A lesson's prose in one language, as a person writes it: one Markdown file per language,
/// `Lessons/<id>/Text/<language>.md`, read like a chapter.
///
/// ```markdown
/// # Lesson title
///
/// > The document and section it comes from
///
/// What the learner should take away.
///
/// ## A demo's title {#demo-id}
///
/// Its explanation.
///
/// ### Why it differs {.note}
///
/// Why the virtual clock prints something else than the document.
///
/// ## An exercise's title {#exercise-id .exercise}
///
/// The task.
///
/// ### Hint 1 {.hint}
/// ```
///
/// Headings carry their id and kind as attributes (`{#id .class}`, as pandoc and mdBook write
/// them), so the words of a heading are free for the reader.
public struct LessonText: Sendable, Equatable {
    public struct Section: Sendable, Equatable {
        public enum Kind: String, Sendable { case demo, exercise }
        public var id: String
        public var kind: Kind
        public var title: String
        public var body: String
        public var note: String?
        public var hints: [String] = []

        public init(id: String, kind: Kind, title: String, body: String, note: String? = nil, hints: [String] = []) {
            self.id = id
            self.kind = kind
            self.title = title
            self.body = body
            self.note = note
            self.hints = hints
        }
    }

    public var title = ""
    public var source = ""
    public var summary = ""
    public var sections: [Section] = []

    public func section(_ id: String) -> Section? { sections.first { $0.id == id } }

    /// Reads the Markdown; every line it cannot place is a problem, named by its line number.
    public static func parse(_ markdown: String) -> (text: LessonText, problems: [String]) {
        var text = LessonText()
        var problems: [String] = []
        var paragraph: [String] = []
        // Where the paragraph being read goes once it ends.
        enum Slot { case none, summary, body, note, hint }
        var slot = Slot.none

        func flush() {
            let joined = softBreaks(paragraph).trimmingCharacters(in: .whitespacesAndNewlines)
            paragraph = []
            guard !joined.isEmpty else { return }
            func append(_ existing: String) -> String { existing.isEmpty ? joined : existing + "\n\n" + joined }
            switch slot {
            case .none: problems.append("text before the title: \(joined.prefix(40))")
            case .summary: text.summary = append(text.summary)
            case .body: text.sections[text.sections.count - 1].body = append(text.sections[text.sections.count - 1].body)
            case .note: text.sections[text.sections.count - 1].note = append(text.sections[text.sections.count - 1].note ?? "")
            case .hint:
                let last = text.sections.count - 1
                text.sections[last].hints[text.sections[last].hints.count - 1] = append(text.sections[last].hints.last ?? "")
            }
        }

        for (index, raw) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            let number = index + 1
            if line.hasPrefix("### ") {
                flush()
                let (_, attributes) = heading(line.dropFirst(4))
                guard !text.sections.isEmpty else { problems.append("line \(number): a ### heading outside a section"); continue }
                if attributes.classes.contains("note") {
                    slot = .note
                } else if attributes.classes.contains("hint") {
                    text.sections[text.sections.count - 1].hints.append("")
                    slot = .hint
                } else {
                    problems.append("line \(number): a ### heading is {.note} or {.hint}")
                }
            } else if line.hasPrefix("## ") {
                flush()
                let (title, attributes) = heading(line.dropFirst(3))
                guard let id = attributes.id else { problems.append("line \(number): a ## heading needs its {#id}"); continue }
                if text.section(id) != nil { problems.append("line \(number): the id \(id) is used twice") }
                text.sections.append(Section(id: id, kind: attributes.classes.contains("exercise") ? .exercise : .demo, title: title, body: ""))
                slot = .body
            } else if line.hasPrefix("# ") {
                flush()
                if !text.title.isEmpty { problems.append("line \(number): a second title") }
                text.title = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
                slot = .summary
            } else if line.hasPrefix("> "), slot == .summary, text.source.isEmpty, text.summary.isEmpty, paragraph.isEmpty {
                text.source = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
                flush()
            } else {
                paragraph.append(line)
            }
        }
        flush()
        if text.title.isEmpty { problems.append("no # title") }
        for section in text.sections where section.body.isEmpty && section.kind == .exercise {
            problems.append("\(section.id): no task")
        }
        return (text, problems)
    }

    /// A paragraph's lines as Markdown joins them: a line break is a space, except between two
    /// Chinese characters, which are never separated by one.
    static func softBreaks(_ lines: [String]) -> String {
        var joined = ""
        for line in lines.map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if let last = joined.unicodeScalars.last, let first = line.unicodeScalars.first,
               !(DisplayWidth.width(of: last) == 2 && DisplayWidth.width(of: first) == 2) {
                joined += " "
            }
            joined += line
        }
        return joined
    }

    /// `Title {#id .class}` → the title and its attributes.
    private static func heading(_ line: Substring) -> (String, (id: String?, classes: Set<String>)) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix("}"), let open = trimmed.lastIndex(of: "{") else { return (trimmed, (nil, [])) }
        var id: String?
        var classes = Set<String>()
        for token in trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)].split(separator: " ") {
            if token.hasPrefix("#") { id = String(token.dropFirst()) }
            if token.hasPrefix(".") { classes.insert(String(token.dropFirst())) }
        }
        return (trimmed[..<open].trimmingCharacters(in: .whitespaces), (id, classes))
    }
}
