import LessonKit

public let lesson = Lesson(
    id: "subjects",
    demos: [publishSubjectDemo, behaviorSubjectDemo, replaySubjectDemo, asyncSubjectDemo, relaysDemo]
)
