import LessonCatalog
import LessonEngine

RxLesson.tool.main(services: [Workspace(course: Course(lessons: lessonCatalog), root: PackageRoot.find())])
