import LessonEngine
import LessonKit
import TextKit

/// The list as text for a screen `width` columns wide and `rows` high: a heading with the
/// standing and the window's place, a legend, one row per exercise, then the note and the keys
/// for what the list is doing. No line is wider than the screen: a title too long for its row
/// is cut after a whole word, with "…", so every exercise keeps one row.
struct WatchListView {
    let course: Course
    let console: Console
    let language: Language

    /// Above the rows on an 80-column screen: the heading and the legend.
    static let headingLines = 2

    /// The lines to show, after making the list's window as high as the screen leaves room for.
    func lines(_ list: inout WatchList, width: Int, rows: Int) -> [String] {
        let legend = legend(list, width: width)
        let footer = note(list, width: width) + keys(list, width: width)
        list.height = rows - 1 - legend.count - footer.count
        let window = list.window
        // The titles in one column after the ids on screen (half the row at most); a longer id
        // is shown whole and pushes its own title along.
        let column = min(window.map { DisplayWidth.width(of: $0.id) }.max() ?? 0, max(16, (width - 6) / 2))
        let body = window.map { row($0, of: list, width: width, column: column) }
            + Array(repeating: "", count: max(0, list.height - window.count))
        return [heading(list, width: width)] + legend + body + footer
    }

    /// A text written one item a line (a legend, the keys), as its items.
    private func items(_ text: Localized) -> [String] {
        text[language].split(separator: "\n").map(String.init)
    }

    private func heading(_ list: WatchList, width: Int) -> String {
        let passed = list.entries.filter { $0.mark == .passed }.count
        let left = wording("watch-list.heading", "\(passed)/\(list.entries.count) ✓")[language]
        let shown = list.shown.count
        let first = shown == 0 ? 0 : list.top + 1, last = list.top + list.window.count
        let rows = first == last ? "\(first)" : "\(first)–\(last)"
        let place: String
        if list.filter.isEmpty {
            place = wording("watch-list.place", rows, shown)[language]
        } else {
            place = wording("watch-list.place.filtered", rows, shown, list.filter)[language]
        }
        let room = width - DisplayWidth.width(of: left) - 2
        guard DisplayWidth.width(of: place) <= room else { return console.paint(Self.fit(left, width), .bold) }
        return console.paint(left, .bold) + String(repeating: " ", count: room - DisplayWidth.width(of: place) + 2) + console.paint(place, .dim)
    }

    /// The marks; the one for a changed pass only when the list has one.
    private func legend(_ list: WatchList, width: Int) -> [String] {
        let changed = list.entries.contains { $0.mark == .changed } ? [wording("marks.changed")[language]] : []
        return Self.rows(of: items(wording("watch-list.legend")) + changed, width: width).map { console.paint($0, .dim) }
    }

    /// `> ✗ ▶ marbles-draw   Draw a marble row`: selection, mark, current, id, title.
    private func row(_ entry: WatchList.Entry, of list: WatchList, width: Int, column: Int) -> String {
        let isSelected = entry.id == list.selection?.id, isCurrent = entry.id == list.current
        let (mark, style): (String, Console.Style) = switch entry.mark {
        case .passed: ("✓", .green)
        case .failing: ("✗", .red)
        case .untried: ("·", .dim)
        case .changed: ("?", .yellow)
        }
        let id = DisplayWidth.pad(Self.fit(entry.id, width - 6), to: column)
        let titleRoom = width - 6 - DisplayWidth.width(of: id) - 2
        let title = titleRoom >= 6 ? Self.fit(entry.title, titleRoom) : ""
        let lead = (isSelected ? ">" : " ") + " " + mark + " " + (isCurrent ? "▶" : " ") + " "
        let plain = Self.fit(lead + id + (title.isEmpty ? "" : "  " + title), width)
        if isSelected {
            // One style for the whole row: a colour inside would end the reverse video.
            return console.paint(DisplayWidth.pad(plain, to: width), .reverse)
        }
        guard console.colored, plain.hasPrefix(lead) else { return plain }
        let rest = String(plain.dropFirst(lead.count))
        return "  " + console.paint(mark, style) + " " + (isCurrent ? console.paint("▶", .cyan) : " ") + " "
            + (isCurrent ? console.paint(rest, .bold) : rest)
    }

    /// The line over the keys: the filter being typed, a question, or what the last key did.
    private func note(_ list: WatchList, width: Int) -> [String] {
        let file = { (id: String) in course.exercise(id).map { $0.file } ?? id }
        let text: String
        switch list.note {
        case .confirmReset(let id):
            text = wording("watch-list.confirm-reset", id, file(id))[language]
        case .wasReset(let id):
            text = course.exercise(id).map { ResetCommand.done($0, language) } ?? id
        case .notReset(let id):
            text = wording("watch-list.not-reset", id)[language]
        case .resetFailed(let id, let reason):
            text = wording("watch-list.reset-failed", file(id), reason)[language]
        case .nothingToSkipTo:
            text = wording("watch-list.nothing-to-skip-to")[language]
        case .none where list.typingFilter:
            text = wording("watch-list.filter", list.filter + "▏")[language]
        case .none where list.shown.isEmpty:
            text = wording("watch-list.no-match", list.filter)[language]
        case .none:
            text = ""
        }
        let painted: (String) -> String = { line in
            switch list.note {
            case .confirmReset: self.console.paint(line, .yellow)
            case .resetFailed: self.console.paint(line, .red)
            default: line
            }
        }
        return Wrapping.wrap(text, width: width).map(painted)
    }

    private func keys(_ list: WatchList, width: Int) -> [String] {
        let keys: Localized
        if case .confirmReset = list.note {
            keys = wording("watch-list.keys.confirm-reset")
        } else if list.typingFilter {
            keys = wording("watch-list.keys.filter")
        } else {
            keys = wording("watch-list.keys")
        }
        return Self.rows(of: items(keys), width: width).map { console.paint($0, .dim) }
    }

    /// `text` in at most `columns`: whole when it fits, else cut after a whole word (or a
    /// Chinese character) with "…" after it.
    static func fit(_ text: String, _ columns: Int) -> String {
        guard DisplayWidth.width(of: text) > columns else { return text }
        guard columns > 1 else { return String(repeating: "…", count: max(0, columns)) }
        return (Wrapping.wrap(text, width: columns - 1).first ?? "") + "…"
    }

    /// Items side by side, three spaces apart, on as many lines as they need; an item is never split.
    static func rows(of items: [String], width: Int) -> [String] {
        var lines: [String] = []
        for item in items.map({ fit($0, width) }) {
            if let last = lines.last, DisplayWidth.width(of: last) + 3 + DisplayWidth.width(of: item) <= width {
                lines[lines.count - 1] = last + "   " + item
            } else {
                lines.append(item)
            }
        }
        return lines
    }
}
