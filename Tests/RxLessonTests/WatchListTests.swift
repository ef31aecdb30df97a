import Foundation
import LessonCatalog
import LessonEngine
import LessonKit
import TextKit
@testable import rxlesson
import XCTest

/// `watch`'s list without a terminal: keys in, selection, window, filter, marks and actions out.
final class WatchListTests: XCTestCase {
    /// 99 exercises `e00`…`e98`; every third passed, every fifth failing.
    static let entries: [WatchList.Entry] = (0..<99).map { index in
        let mark: WatchList.Mark = index % 3 == 0 ? .passed : index % 5 == 0 ? .failing : .untried
        return WatchList.Entry(id: String(format: "e%02d", index), title: index == 42 ? "The answer" : "Exercise number \(index)", mark: mark)
    }

    func press(_ list: inout WatchList, _ keys: Key...) -> WatchList.Action? {
        var last: WatchList.Action?
        for key in keys { last = list.handle(key) }
        return last
    }

    func testItOpensOnTheCurrentExerciseInTheMiddleOfTheWindow() {
        let list = WatchList(entries: Self.entries, current: "e50", height: 19)
        XCTAssertEqual(list.selection?.id, "e50")
        XCTAssertEqual(list.window.count, 19)
        XCTAssertEqual(list.window.first?.id, "e41")
        // Near the end the window does not run past the last row.
        let late = WatchList(entries: Self.entries, current: "e97", height: 19)
        XCTAssertEqual(late.window.last?.id, "e98")
        XCTAssertEqual(late.window.count, 19)
    }

    func testTheWindowFollowsTheSelection() {
        var list = WatchList(entries: Self.entries, current: "e00", height: 10)
        XCTAssertEqual(list.window.first?.id, "e00")
        _ = press(&list, .down, .character("j"), .down)
        XCTAssertEqual(list.selection?.id, "e03")
        XCTAssertEqual(list.window.first?.id, "e00", "no scrolling while the selection is on screen")
        for _ in 0..<7 { _ = list.handle(.down) }
        XCTAssertEqual(list.selection?.id, "e10")
        XCTAssertEqual(list.window.first?.id, "e01", "one row down, the selection on the last row")
        _ = press(&list, .pageDown)
        XCTAssertEqual(list.selection?.id, "e20")
        XCTAssertEqual(list.window.last?.id, "e20")
        _ = press(&list, .end)
        XCTAssertEqual(list.selection?.id, "e98")
        XCTAssertEqual(list.window.map(\.id), (89...98).map { String(format: "e%02d", $0) })
        _ = press(&list, .down)
        XCTAssertEqual(list.selection?.id, "e98", "the last row stays selected")
        _ = press(&list, .character("k"), .up)
        XCTAssertEqual(list.selection?.id, "e96")
        _ = press(&list, .home)
        XCTAssertEqual(list.selection?.id, "e00")
        XCTAssertEqual(list.window.first?.id, "e00")
        _ = press(&list, .up, .pageUp)
        XCTAssertEqual(list.selection?.id, "e00", "the first row stays selected")
    }

    func testAShorterWindowStillShowsTheSelection() {
        var list = WatchList(entries: Self.entries, current: "e00", height: 20)
        _ = press(&list, .pageDown)
        XCTAssertEqual(list.selection?.id, "e20")
        // The terminal got smaller: the window shrinks, the selection stays on it.
        list.height = 5
        XCTAssertEqual(list.window.count, 5)
        XCTAssertTrue(list.window.contains { $0.id == "e20" }, "\(list.window.map(\.id))")
        list.height = 0
        XCTAssertEqual(list.height, 1)
        XCTAssertEqual(list.window.map(\.id), ["e20"])
    }

    func testTheFilterNarrowsTheRowsAndKeepsTheSelectionWhenItCan() {
        var list = WatchList(entries: Self.entries, current: "e42", height: 10)
        _ = press(&list, .character("/"), .character("e"), .character("4"))
        XCTAssertTrue(list.typingFilter)
        XCTAssertEqual(list.filter, "e4")
        XCTAssertEqual(list.shown.map(\.id), (40...49).map { "e\($0)" })
        XCTAssertEqual(list.selection?.id, "e42", "still shown, still selected")
        // While typing, letters are text: q, j and s do not leave, move or skip.
        _ = press(&list, .character("q"))
        XCTAssertEqual(list.filter, "e4q")
        XCTAssertTrue(list.shown.isEmpty)
        XCTAssertNil(list.selection)
        XCTAssertNil(press(&list, .enter), "Enter ends the typing; with no row it picks nothing")
        XCTAssertNil(press(&list, .enter))
        _ = press(&list, .character("/"), .backspace, .backspace, .backspace)
        XCTAssertEqual(list.filter, "")
        // The title counts too, case aside.
        _ = press(&list, .character("A"), .character("N"), .character("S"), .enter)
        XCTAssertFalse(list.typingFilter)
        XCTAssertEqual(list.shown.map(\.id), ["e42"])
        XCTAssertEqual(press(&list, .enter), .pick("e42"))
        // Esc while typing clears the filter; the selection stays where it was.
        _ = press(&list, .character("/"), .escape)
        XCTAssertEqual(list.filter, "")
        XCTAssertEqual(list.shown.count, 99)
        XCTAssertEqual(list.selection?.id, "e42")
        XCTAssertEqual(press(&list, .escape), .back, "Esc again leaves the list")
    }

    func testEnterPicksTheSelectedExercise() {
        var list = WatchList(entries: Self.entries, current: "e10", height: 10)
        XCTAssertEqual(press(&list, .down, .down, .enter), .pick("e12"))
        XCTAssertEqual(press(&list, .character("q")), .back)
    }

    /// `s` leads where `list` and `hint` say next once the skip is recorded: one decision
    /// (`Course.next`), the skipped exercises left for the end of their lesson, the one skipped
    /// longest ago first.
    func testSkipGoesWhereListAndHintSayNext() throws {
        let course = Course(lessons: lessonCatalog), ids = course.exercises.map(\.id)
        var state = ProgressStore.State()
        state.record(ids[0], status: "pass")
        var list = WatchList(course: course, progress: state, current: ids[1], language: .en, height: 10)
        // The selection does not matter: the current exercise is skipped.
        XCTAssertEqual(press(&list, .down, .down, .down, .character("s")), .skip(from: ids[1], to: ids[2]))
        state.skip(ids[1])
        XCTAssertEqual(course.next(state)?.id, ids[2])
        // After the next pass it is the one after that, not the skipped one.
        state.record(ids[2], status: "fail")
        state.record(ids[2], status: "pass")
        XCTAssertEqual(course.next(state)?.id, ids[3])
        // Once every other exercise of the lesson has passed, the skipped ones come round, oldest skip first.
        for id in ids.dropFirst(3) { state.record(id, status: "pass") }
        state.skip(ids[2])
        state.record(ids[2], status: "fail")
        XCTAssertEqual(course.next(state)?.id, ids[1])
        var again = WatchList(course: course, progress: state, current: ids[1], language: .en, height: 10)
        XCTAssertEqual(press(&again, .character("s")), .skip(from: ids[1], to: ids[2]))
        // A pass ends a skip; with the current exercise the only one left there is nothing to skip to.
        state.record(ids[2], status: "pass")
        XCTAssertEqual(state.skipped, [ids[1]])
        var alone = WatchList(course: course, progress: state, current: ids[1], language: .en, height: 10)
        XCTAssertNil(press(&alone, .character("s")))
        XCTAssertEqual(alone.note, .nothingToSkipTo)
        state.record(ids[1], status: "pass")
        XCTAssertNil(course.next(state))
    }

    /// A skipped exercise comes back at the end of its lesson, before the next lesson starts:
    /// not after every other exercise of the course.
    func testASkippedExerciseComesBackBeforeTheNextLesson() throws {
        let course = Course(lessons: lessonCatalog)
        let first = course.lessons[0].exercises.map(\.id), second = course.lessons[1].exercises.map(\.id)
        XCTAssertGreaterThan(first.count, 2)
        var state = ProgressStore.State()
        state.skip(first[1])
        state.skip(first[0])
        XCTAssertEqual(course.next(state)?.id, first[2])
        for id in first.dropFirst(2) { state.record(id, status: "pass") }
        // The lesson's skipped ones, oldest skip first, then the next lesson.
        XCTAssertEqual(course.next(state)?.id, first[1])
        state.record(first[1], status: "pass")
        XCTAssertEqual(course.next(state)?.id, first[0])
        // A skip in a later lesson waits for that lesson's end; the earlier lesson still comes first.
        state.skip(second[0])
        XCTAssertEqual(course.next(state)?.id, first[0])
        state.record(first[0], status: "pass")
        XCTAssertEqual(course.next(state)?.id, second[1])
    }

    func testTheSkippedAreKeptInTheProgressFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ProgressStore(root: folder)
        var state = ProgressStore.State()
        state.skip("b")
        state.skip("a")
        state.skip("b")
        try store.save(state)
        XCTAssertEqual(store.load().skipped, ["a", "b"])
    }

    func testAResetWaitsForYes() {
        var list = WatchList(entries: Self.entries, current: "e10", height: 10)
        _ = press(&list, .up, .up, .up, .up, .up, .up, .up, .up, .up, .up)
        XCTAssertEqual(list.selection?.id, "e00")
        XCTAssertNil(press(&list, .character("r")))
        XCTAssertEqual(list.note, .confirmReset("e00"))
        // Anything but y keeps the file, and is not taken as a key of its own (q does not leave).
        XCTAssertNil(press(&list, .character("q")))
        XCTAssertEqual(list.note, .notReset("e00"))
        XCTAssertNil(press(&list, .character("r")))
        XCTAssertEqual(press(&list, .character("y")), .reset("e00"))
        XCTAssertEqual(list.entries[0].mark, .passed, "marked untried only once the reset has happened")
        list.didReset("e00")
        XCTAssertEqual(list.entries[0].mark, .untried)
        XCTAssertEqual(list.note, .wasReset("e00"))
        // The next key clears the note.
        _ = press(&list, .down)
        XCTAssertEqual(list.note, WatchList.Note.none)
    }

    func testMarksComeFromTheProgressFile() throws {
        var state = ProgressStore.State()
        let exercises = lessonCatalog.flatMap(\.exercises)
        state.grades[exercises[0].id] = "pass"
        state.grades[exercises[1].id] = "compile-error"
        state.grades[exercises[2].id] = "fail"
        let entries = WatchList.entries(Course(lessons: lessonCatalog), state, .en)
        XCTAssertEqual(entries.map(\.id), exercises.map(\.id))
        XCTAssertEqual(entries.prefix(4).map(\.mark), [.passed, .failing, .failing, .untried])
        XCTAssertEqual(WatchList.entries(Course(lessons: lessonCatalog), state, .zh)[0].title, exercises[0].title.zh)
    }

    func testKeysFromTheTerminalsBytes() {
        XCTAssertEqual(Key.decode(Array("\u{1B}[A\u{1B}[B\u{1B}OA\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~".utf8)),
                       [.up, .down, .up, .pageUp, .pageDown, .home, .end, .home, .end])
        XCTAssertEqual(Key.decode([0x1B]), [.escape])
        XCTAssertEqual(Key.decode(Array("\u{1B}[D\u{1B}[15~j".utf8)), [.character("j")], "left and F5 are dropped whole")
        XCTAssertEqual(Key.decode([0x0D, 0x0A, 0x7F, 0x03]), [.enter, .enter, .backspace])
        XCTAssertEqual(Key.decode(Array("a批".utf8)), [.character("a"), .character("批")])
        XCTAssertTrue(Key.endsInsideSequence([0x1B]))
        XCTAssertTrue(Key.endsInsideSequence(Array("\u{1B}[5".utf8)))
        XCTAssertFalse(Key.endsInsideSequence(Array("\u{1B}[5~".utf8)))
        XCTAssertFalse(Key.endsInsideSequence(Array("q".utf8)))
    }
}

/// The list drawn for a 80×24 terminal (and narrower), in both languages.
final class WatchListViewTests: XCTestCase {
    static let course = Course(lessons: lessonCatalog)

    func lines(_ language: Language, width: Int = 80, rows: Int = 24, current: Int = 50, keys: [Key] = []) -> (WatchList, [String]) {
        var state = ProgressStore.State()
        let exercises = Self.course.exercises
        for exercise in exercises.prefix(current) { state.grades[exercise.id] = "pass" }
        state.grades[exercises[current].id] = "fail"
        var list = WatchList(entries: WatchList.entries(Self.course, state, language), current: exercises[current].id, height: 10)
        for key in keys { _ = list.handle(key) }
        let view = WatchListView(course: Self.course, console: .capturing(), language: language)
        return (list, view.lines(&list, width: width, rows: rows))
    }

    func testItFillsTheScreenAndNoLineIsWider() {
        for language in [Language.en, .zh] {
            for width in [40, 60, 80] {
                let (list, shown) = lines(language, width: width)
                XCTAssertEqual(shown.count, 24, "\(language) \(width): \(shown.joined(separator: "\n"))")
                let wide = shown.filter { DisplayWidth.width(of: $0) > width }
                XCTAssertEqual(wide, [], "\(language) at \(width)")
                XCTAssertTrue(shown.contains { $0.hasPrefix("> ✗ ▶ " + list.current) }, shown.joined(separator: "\n"))
            }
        }
    }

    /// Filtered at 70 columns, every title on screen starts in one column, the longest id shown included.
    func testTheTitlesOnScreenStartInOneColumn() {
        let (list, shown) = lines(.en, width: 70, keys: [.character("/")] + "subj".map { .character($0) } + [.enter])
        let rows = shown.filter { line in list.shown.contains { line.contains(" \($0.id)  ") } }
        XCTAssertGreaterThan(rows.count, 1, shown.joined(separator: "\n"))
        let starts = Set(rows.compactMap { line -> Int? in
            guard let entry = list.shown.first(where: { line.contains(" \($0.id)  ") }), let range = line.range(of: entry.title.prefix(6)) else { return nil }
            return line.distance(from: line.startIndex, to: range.lowerBound)
        })
        XCTAssertEqual(starts.count, 1, shown.joined(separator: "\n"))
    }

    func testTitlesAreCutAfterAWholeWord() {
        let (_, shown) = lines(.en, width: 60)
        let titles = Set(Self.course.exercises.map { $0.title.en })
        let cut = shown.dropFirst(2).prefix(19).filter { $0.hasSuffix("…") }
        XCTAssertFalse(cut.isEmpty, "at 60 columns some titles are too long: " + shown.joined(separator: "\n"))
        for line in cut {
            // What is left of the title is a whole-word beginning of one.
            let kept = String(line.dropLast()).components(separatedBy: "  ").last { !$0.isEmpty }?.trimmingCharacters(in: .whitespaces) ?? ""
            XCTAssertTrue(titles.contains { $0.hasPrefix(kept + " ") }, "\(kept) in \(line)")
        }
    }

    func testTheKeysAndTheQuestionAreOnTheLastLines() {
        let (_, english) = lines(.en)
        XCTAssertTrue(english.suffix(2).joined(separator: " ").contains("s skip the current one"), english.joined(separator: "\n"))
        XCTAssertTrue(english.suffix(2).joined(separator: " ").contains("r reset to the stub"))
        let (list, asking) = lines(.zh, keys: [.character("r")])
        let file = try! XCTUnwrap(Self.course.exercise(list.current)).file
        let question = asking.suffix(3).joined(separator: "\n")
        for piece in ["把 \(list.current) 恢复成初始代码？", file, "里你写的内容都会丢失。y/n"] {
            XCTAssertTrue(question.contains(piece), piece + " in " + question)
        }
        XCTAssertTrue(asking.last?.contains("y 恢复") ?? false)
    }

    func testTheChineseReadsAsChinese() {
        let terms = ChineseTerm.glossary((try? String(contentsOf: ChineseTypesettingTests.repository.appendingPathComponent("docs/glossary.md"), encoding: .utf8)) ?? "")
        var found: [String] = []
        for keys in [[], [Key.character("r")], [.character("r"), .character("n")], [.character("/"), .character("z"), .character("z")]] {
            for width in [60, 80] {
                let (_, shown) = lines(.zh, width: width, keys: keys)
                found += ChineseTypesetting.findings(inWrappedLines: Array(shown.suffix(4)), width: width).map(\.description)
                found += ChineseTypesetting.findings(in: (shown.prefix(2) + shown.suffix(4)).joined(separator: "\n"), terms: terms).map(\.description)
            }
        }
        XCTAssertEqual(found, [])
    }
}
