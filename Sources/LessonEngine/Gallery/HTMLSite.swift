import CourseKit
import Foundation
import LessonKit
import TextKit

/// The pages of `rxlesson report --html`: an index, a page per lesson and the operators.
/// Lesson pages have a prefix of their own, so a lesson id can never take another page's
/// name (the `operators` lesson and the operators page did).
public enum HTMLSite {
    public struct Page: Sendable {
        public let file: String
        public let html: String
    }

    public static let operatorsPage = "operators.html"

    public static func lessonPage(_ id: String) -> String { "lesson-\(id).html" }

    /// `progress`: the learner's, when known, for each lesson's list of exercises;
    /// `invocation`: how the reader types rxlesson, for the commands the pages show.
    public static func pages(lessons: [(Lesson, [DemoResult])], pictures: [GalleryPicture], language: Language,
                             progress: ProgressStore.State? = nil, invocation: String = "rxlesson") -> [Page] {
        var pages = [Page(file: "index.html", html: HTMLReport.index(lessons, language: language, operatorsPage: operatorsPage))]
        for (lesson, results) in lessons {
            let nav = "<nav><a href=\"index.html\">← " + wording("htmlsite.all-lessons")[language] + "</a></nav>\n"
            let body = nav + HTMLReport.lessonSection(lesson, results: results, language: language, progress: progress)
            pages.append(Page(file: lessonPage(lesson.id), html: HTMLReport.page(title: "rxlesson · \(lesson.id)", language: language, body: body)))
        }
        pages.append(Page(file: operatorsPage, html: HTMLReport.operators(pictures, backLink: "index.html", language: language, invocation: invocation)))
        return pages
    }
}
