import LessonKit

public let lesson = Lesson(id: "schedulers", demos: [], exercises: [])
