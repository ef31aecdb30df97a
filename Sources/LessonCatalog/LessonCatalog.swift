import LessonKit
import Lesson_dispose

/// Every lesson, in teaching order. Adding a lesson: create `Lessons/<id>/` (it becomes the
/// module `Lesson_<id>`, dashes as underscores), import it above and add its one line here.
public let lessonCatalog: [Lesson] = [
    // observables
    Lesson_dispose.lesson,
    // guarantees
    // create
    // interval
    // share
    // operators
    // life-happens
    // errors
    // debug
    // variables
    // kvo
    // ui-tips
    // http
    // datasources
    // rxcocoa
    // numbers
    // reactivecocoa
]
