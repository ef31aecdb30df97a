import CourseKit
import LessonCatalog
import LessonKit
import XCTest

/// The prose lives in `Lessons/<id>/Text/{zh,en}.md`: every demo and exercise has its words in
/// both languages, and no text speaks of a demo that does not exist.
final class LessonTextTests: XCTestCase {
    func testEveryLessonsTextIsCompleteInBothLanguages() {
        for lesson in lessonCatalog {
            XCTAssertEqual(lesson.textProblems, [], "Lessons/\(lesson.id)")
            for text in [lesson.title, lesson.source, lesson.summary] {
                XCTAssertFalse(text.zh.isEmpty || text.en.isEmpty, "\(lesson.id): a title, source or summary is empty")
            }
            for demo in lesson.demos {
                XCTAssertFalse(demo.title.zh.isEmpty || demo.explanation.en.isEmpty, "\(lesson.id)/\(demo.id) has no words")
            }
            for exercise in lesson.exercises {
                XCTAssertFalse(exercise.task.zh.isEmpty || exercise.task.en.isEmpty, "\(exercise.id) has no task")
            }
        }
    }

    func testAMissingSectionAndAStraySectionAreNamed() {
        let lesson = Lesson(id: "l", demos: [Demo(id: "a", documented: "") { _ in }])
            .written(zh: "# 课\n\n摘要\n\n## 乙 {#b}\n\n说明\n", en: "# L\n\nSummary\n\n## A {#a}\n\nExplains\n")
        XCTAssertTrue(lesson.textProblems.contains("Text/zh.md has no section {#a}"), "\(lesson.textProblems)")
        XCTAssertTrue(lesson.textProblems.contains("Text/zh.md names {#b}, which is no demo or exercise of the lesson"), "\(lesson.textProblems)")
        XCTAssertEqual(lesson.demos[0].title.en, "", "a demo missing in one language gets no words in either")
    }

    func testHeadingsAttributesNotesAndHints() {
        let (text, problems) = LessonText.parse("""
        # Title

        > Source, section

        First paragraph.

        Second paragraph.

        ## A demo {#d}

        Body.
        ### Why {.note}
        Note.

        ## Task {#e .exercise}

        Do it.

        ### Hint 1 {.hint}

        One.

        ### Hint 2 {.hint}

        Two,
        still two.
        """)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(text.source, "Source, section")
        XCTAssertEqual(text.summary, "First paragraph.\n\nSecond paragraph.")
        XCTAssertEqual(text.section("d"), LessonText.Section(id: "d", kind: .demo, title: "A demo", body: "Body.", note: "Note."))
        XCTAssertEqual(text.section("e")?.kind, .exercise)
        XCTAssertEqual(text.section("e")?.hints, ["One.", "Two, still two."])
        XCTAssertEqual(LessonText.parse("## No id\n").problems.first, "line 1: a ## heading needs its {#id}")
    }
}
