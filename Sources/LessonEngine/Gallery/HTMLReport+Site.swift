import TextKit
import CourseKit
import LessonKit
import Marbles

/// The gallery's pages: an index of lessons, a page per lesson, a page of every operator's picture.
extension HTMLReport {
    /// One lesson: its summary, then every demo with outputs and picture (a clock to scrub
    /// over the figure and what it printed), then the lesson's exercises with their state
    /// when `progress` is known.
    public static func lessonSection(_ lesson: Lesson, results: [DemoResult], language: Language, headingLevel: Int = 1,
                                     progress: ProgressStore.State? = nil) -> String {
        var out = "<h\(headingLevel) id=\"\(escape(lesson.id))\">\(escape(lesson.id)) · \(escape(lesson.title[language]))</h\(headingLevel)>\n"
        out += "<p class=\"sub\">\(escape(lesson.source[language]))</p>\n<p class=\"summary\">\(escape(lesson.summary[language]))</p>\n"
        let scales = Set(results.compactMap { $0.drawing?.scale })
        if scales.count == 1, let scale = scales.first {
            out += "<p class=\"sub\">\(escape(LessonReport.scaleLine(scale, language: language)))</p>\n"
        }
        if let key = Verdict.key(results.map(\.verdict), language: language) {
            out += "<p class=\"sub\">\(escape(key))</p>\n"
        }
        for (number, result) in results.enumerated() {
            let demo = result.demo
            out += "<section class=\"demo\" id=\"\(escape(lesson.id))-\(escape(demo.id))\">\n"
            out += "<h2>\(number + 1). \(escape(demo.title[language]))\(verdictBadge(result.verdict, language: language))</h2>\n"
            out += "<p>\(escape(demo.explanation[language]))</p>\n"
            if result.verdict == .new {
                if !result.actual.isEmpty {
                    out += "<p class=\"sub\">" + wording("htmlreport.the-document-printed-nothing-here")[language]
                    out += "</p><pre>\(escape(result.actual))</pre>\n"
                }
            } else {
                out += outputs(documented: demo.documented, actual: result.actual, language: language) + "\n"
            }
            if result.verdict == .differs, let note = demo.note {
                out += "<p class=\"note\">\(wording("html-report.why-it-differs", escape(note[language]))[language])</p>\n"
            }
            if var figure = DemoPictures.figure(for: result, title: nil, caption: nil, language: language) {
                figure.clock = true
                let printed = result.printed.filter { $0.time <= DemoPictures.maximumTicks }
                out += ClockPage.box("<div class=\"figure\">\(MarbleSVG.element(figure))</div>\n" + ClockPage.printed(printed, language: language),
                                     ticks: ClockPage.ticks(of: [figure], printed: printed), language: language)
            }
            if let text = result.figure {
                out += "<details><summary>\(wording("htmlreport.as-text")[language])</summary><pre>\(escape(text))</pre></details>\n"
            }
            if let stopped = result.stoppedAt {
                out += "<p class=\"sub\">" + escape(wording("htmlreport.the-clock-was-stopped-at", stopped)[language]) + "</p>\n"
            }
            out += "</section>\n"
        }
        return out + exercises(of: lesson, progress: progress, language: language)
    }

    /// The lesson's exercises: id, name, task and, when known, the learner's state.
    static func exercises(of lesson: Lesson, progress: ProgressStore.State?, language: Language) -> String {
        guard !lesson.exercises.isEmpty else { return "" }
        var out = "<h2 id=\"\(escape(lesson.id))-exercises\">\(wording("htmlreport.exercises")[language])</h2>\n<ul class=\"exercises\">\n"
        for exercise in lesson.exercises {
            out += "<li><b><code>\(escape(exercise.id))</code></b> · \(escape(exercise.title[language]))"
            if let progress, progress.changed.contains(exercise.id) {
                out += "<span class=\"badge changed\">\(wording("htmlreport.changed")[language])</span>"
            } else if let progress, let status = GradeResult.Status(rawValue: progress.status(of: exercise.id)) {
                out += "<span class=\"badge \(status.rawValue)\">\(escape(TextReport.label(status, language)))</span>"
            } else if progress != nil {
                out += "<span class=\"badge new\">\(wording("htmlreport.not-tried")[language])</span>"
            }
            out += "<br/>\(escape(exercise.statement[language]))</li>\n"
        }
        return out + "</ul>\n"
    }

    public static func index(_ lessons: [(Lesson, [DemoResult])], language: Language, operatorsPage: String?) -> String {
        var body = "<h1>rxlesson</h1>\n<p class=\"sub\">" + escape(wording("htmlreport.every-example-run-on-a")[language]) + "</p>\n"
        if let operatorsPage {
            body += "<nav><a href=\"\(escape(operatorsPage))\">" + wording("htmlreport.every-operator-s-marble-diagram")[language] + "</a></nav>\n"
        }
        body += "<table>\n<tr><th>#</th><th>\(wording("htmlreport.lesson")[language])</th><th>\(wording("htmlreport.source")[language])</th><th>\(wording("htmlreport.demos")[language])</th></tr>\n"
        for (number, (lesson, results)) in lessons.enumerated() {
            let counts = Verdict.allCases.compactMap { verdict -> String? in
                let count = results.filter { $0.verdict == verdict }.count
                return count == 0 ? nil : "<span class=\"badge \(verdict.rawValue)\">\(count) \(escape(verdict.label(language)))</span>"
            }.joined()
            body += "<tr><td>\(number + 1)</td><td><a href=\"\(escape(HTMLSite.lessonPage(lesson.id)))\"><b>\(escape(lesson.id))</b></a> · \(escape(lesson.title[language]))</td>"
            body += "<td>\(escape(lesson.source[language]))</td><td>\(results.count)\(counts)</td></tr>\n"
        }
        body += "</table>\n"
        return page(title: "rxlesson", language: language, body: body)
    }

    /// Every operator's picture, by family, each with the command that plays it after
    /// `invocation` (how the reader types rxlesson).
    public static func operators(_ pictures: [GalleryPicture], backLink: String?, language: Language = .en,
                                 invocation: String = "rxlesson") -> String {
        var body = ""
        if let backLink { body += "<nav><a href=\"\(escape(backLink))\">← \(wording("htmlreport.lessons")[language])</a></nav>\n" }
        body += wording("html-report.operators-heading")[language] + "\n"
        for family in GalleryExample.Family.allCases {
            let members = pictures.filter { $0.example.family == family }
            guard !members.isEmpty else { continue }
            body += "<h2 class=\"family\">\(escape(GalleryExample.familyName(family, in: language)))</h2>\n"
            for picture in members {
                body += "<h3 id=\"\(escape(picture.example.name))\">\(escape(picture.example.name))</h3>\n"
                var figure = picture.svgFigure(language: language)
                figure.title = nil
                body += "<div class=\"figure\">\(MarbleSVG.element(figure))</div>\n"
                body += "<p><code>\(escape(picture.example.exampleCommand(invocation)))</code></p>\n"
            }
        }
        return page(title: "rxlesson · operators", language: language, body: body)
    }
}
