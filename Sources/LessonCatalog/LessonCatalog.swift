import LessonKit
import Lesson_dispose
import Lesson_observables
import Lesson_guarantees
import Lesson_create
import Lesson_interval
import Lesson_reactivecocoa
import Lesson_variables
import Lesson_kvo
import Lesson_share
import Lesson_operators
import Lesson_life_happens
import Lesson_errors
import Lesson_debug
import Lesson_http
import Lesson_numbers
import Lesson_ui_tips
import Lesson_rxcocoa
import Lesson_datasources

/// Every lesson, in teaching order. Adding a lesson: create `Lessons/<id>/` (it becomes the
/// module `Lesson_<id>`, dashes as underscores), import it above and add its one line here.
public let lessonCatalog: [Lesson] = [
    Lesson_observables.lesson,
    Lesson_dispose.lesson,
    Lesson_guarantees.lesson,
    Lesson_create.lesson,
    Lesson_interval.lesson,
    Lesson_share.lesson,
    Lesson_operators.lesson,
    Lesson_life_happens.lesson,
    Lesson_errors.lesson,
    Lesson_debug.lesson,
    Lesson_variables.lesson,
    Lesson_kvo.lesson,
    Lesson_ui_tips.lesson,
    Lesson_http.lesson,
    Lesson_datasources.lesson,
    Lesson_rxcocoa.lesson,
    Lesson_numbers.lesson,
    Lesson_reactivecocoa.lesson,
]
