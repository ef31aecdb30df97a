import LessonEngine
import LessonKit
import TextKit

/// The list `watch` opens on `l`, without the terminal: every exercise in teaching order with
/// its state, the one being graded (`current`), the selected one, the window of rows on
/// screen, an optional filter, and a reset waiting for its yes or no. Keys go in, and what
/// `watch` must do comes out.
struct WatchList {
    enum Mark: Equatable {
        case passed, failing, untried
        /// Passed, and its file edited since: not known until graded again.
        case changed

        /// From a status of the progress (`fail`, `compile-error`, `crash`… are all failing).
        init(status: String) {
            switch status {
            case "pass": self = .passed
            case "untried": self = .untried
            case "changed": self = .changed
            default: self = .failing
            }
        }
    }

    struct Entry: Equatable {
        let id: String
        let title: String
        var mark: Mark
    }

    /// What `watch` does when the list gives way.
    enum Action: Equatable {
        case back
        /// Grade this exercise now: it becomes the current one.
        case pick(String)
        /// Leave the current exercise unpassed and go on to this one.
        case skip(from: String, to: String)
        /// The learner said yes: put this exercise's file back as shipped (the list stays open).
        case reset(String)
    }

    /// The line above the keys.
    enum Note: Equatable {
        case none
        case confirmReset(String)
        case wasReset(String)
        case notReset(String)
        case resetFailed(String, reason: String)
        case nothingToSkipTo
    }

    private(set) var entries: [Entry]
    let current: String
    /// Where `s` leads: the next exercise once the current one is skipped; nil when there is none.
    let skipTo: String?
    private(set) var filter = ""
    /// Keys go into the filter (after `/`) rather than moving or acting.
    private(set) var typingFilter = false
    /// Index in `shown`.
    private(set) var selected = 0
    /// Index in `shown` of the first row on screen.
    private(set) var top = 0
    private(set) var note = Note.none
    /// Rows on screen; the window follows the selection whenever it changes.
    var height: Int {
        didSet {
            height = max(1, height)
            follow()
        }
    }

    init(entries: [Entry], current: String, skipTo: String? = nil, height: Int) {
        self.entries = entries
        self.current = current
        self.skipTo = skipTo
        self.height = max(1, height)
        selected = entries.firstIndex { $0.id == current } ?? 0
        // The current exercise opens in the middle of the window, with what comes before and after it.
        top = max(0, min(selected - self.height / 2, entries.count - self.height))
    }

    /// The list of `course` with marks from `progress`; a skip leads where ``Course/next(_:)``
    /// says once the current exercise is skipped, as `list` and `hint` will say after it.
    init(course: Course, progress: ProgressStore.State, current: String, language: Language, height: Int) {
        var skipped = progress
        skipped.skip(current)
        let next = course.next(skipped)?.id
        self.init(entries: Self.entries(course, progress, language), current: current, skipTo: next == current ? nil : next, height: height)
    }

    /// Every exercise of `course` with its mark from `progress`, titles in `language`.
    static func entries(_ course: Course, _ progress: ProgressStore.State, _ language: Language) -> [Entry] {
        course.exercises.map { Entry(id: $0.id, title: $0.title[language], mark: Mark(status: progress.status(of: $0.id))) }
    }

    /// The rows the filter lets through: its text in the id or the title, case aside.
    var shown: [Entry] {
        guard !filter.isEmpty else { return entries }
        let needle = filter.lowercased()
        return entries.filter { $0.id.lowercased().contains(needle) || $0.title.lowercased().contains(needle) }
    }

    /// The rows on screen, from `top`.
    var window: ArraySlice<Entry> {
        let rows = shown
        return rows[min(top, rows.count)..<min(top + height, rows.count)]
    }

    var selection: Entry? {
        let rows = shown
        return rows.indices.contains(selected) ? rows[selected] : nil
    }

    mutating func handle(_ key: Key) -> Action? {
        if case .confirmReset(let id) = note {
            guard key == .character("y") || key == .character("Y") else {
                note = .notReset(id)
                return nil
            }
            note = .none
            return .reset(id)
        }
        note = .none
        if typingFilter, typeFilter(key) { return nil }
        switch key {
        case .up, .character("k"): move(to: selected - 1)
        case .down, .character("j"): move(to: selected + 1)
        case .pageUp: move(to: selected - height)
        case .pageDown: move(to: selected + height)
        case .home, .character("g"): move(to: 0)
        case .end, .character("G"): move(to: shown.count - 1)
        case .enter: return selection.map { .pick($0.id) }
        case .character("s"):
            guard let next = skipTo else {
                note = .nothingToSkipTo
                return nil
            }
            return .skip(from: current, to: next)
        case .character("r"): if let selection { note = .confirmReset(selection.id) }
        case .character("/"): typingFilter = true
        case .escape, .character("q"): return .back
        default: break
        }
        return nil
    }

    /// A key while the filter is being typed; false for the moving keys, which move as ever.
    private mutating func typeFilter(_ key: Key) -> Bool {
        switch key {
        case .enter: typingFilter = false
        case .escape:
            typingFilter = false
            setFilter("")
        case .backspace: setFilter(String(filter.dropLast()))
        case .character(let typed) where !typed.isWhitespace || !filter.isEmpty: setFilter(filter + String(typed))
        case .up, .down, .pageUp, .pageDown, .home, .end: return false
        default: break
        }
        return true
    }

    /// A new filter keeps the selected exercise selected when it still shows, else selects the first row.
    private mutating func setFilter(_ text: String) {
        let kept = selection?.id
        filter = text
        let rows = shown
        selected = rows.firstIndex { $0.id == kept } ?? 0
        top = 0
        follow()
    }

    private mutating func move(to index: Int) {
        selected = max(0, min(index, shown.count - 1))
        follow()
    }

    /// The window scrolled just enough to show the selection, and never past the last row.
    private mutating func follow() {
        let count = shown.count
        if selected < top { top = selected }
        if selected >= top + height { top = selected - height + 1 }
        top = max(0, min(top, count - height))
    }

    /// The reset of `id` happened: its file is the stub again and its grade is gone.
    mutating func didReset(_ id: String) {
        if let index = entries.firstIndex(where: { $0.id == id }) { entries[index].mark = .untried }
        note = .wasReset(id)
    }

    mutating func resetFailed(_ id: String, reason: String) {
        note = .resetFailed(id, reason: reason)
    }
}
