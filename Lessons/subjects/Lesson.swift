import CourseKit

public let lesson = Lesson(
    id: "subjects",
    demos: [publishSubjectDemo, behaviorSubjectDemo, replaySubjectDemo, asyncSubjectDemo, relaysDemo]
)
