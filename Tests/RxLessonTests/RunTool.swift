import CourseKit
import Foundation
import LessonEngine
import LessonKit
@testable import rxlesson
import TextKit

/// Runs one whole `rxlesson` command line in this process on `catalog`, writing to `console`.
@discardableResult
func runTool(_ arguments: [String], catalog: [Lesson] = [], environment: [String: String] = [:], console: Console,
             root: URL = FileManager.default.temporaryDirectory) -> Int32 {
    RxLesson.tool.run(arguments, console: console, environment: environment,
                      services: [Workspace(course: Course(lessons: catalog), root: root)])
}
