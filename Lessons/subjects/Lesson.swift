import LessonKit

public let lesson = Lesson(id: "subjects", demos: [], exercises: [])
